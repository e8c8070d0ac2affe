import type { DashboardSummary, SetupChecklist } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The dashboard's queries: the summary goes stale by time, not by key; the setup checklist is
 * read afresh each time the dashboard opens, and after a save of the invoice identity.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
  setup: () => [...dashboardKeys.all, 'setup'] as const,
};

/** GET /api/getDashboardSummary (admin). */
export function fetchDashboardSummary(signal?: AbortSignal): Promise<DashboardSummary> {
  return api.get<DashboardSummary>('/getDashboardSummary', { signal });
}

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary(),
    queryFn: ({ signal }) => fetchDashboardSummary(signal),
    // Figures an admin glances at: fresh for a minute, refreshed while the page stays open.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}

/** GET /api/admin/setup-checklist (admin): what the owner still has to set up. */
export function fetchSetupChecklist(signal?: AbortSignal): Promise<SetupChecklist> {
  return api.get<SetupChecklist>('/admin/setup-checklist', { signal });
}

export const setupChecklistQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.setup(),
    queryFn: ({ signal }) => fetchSetupChecklist(signal),
    // Done elsewhere (settings, payment methods, products): counted again on every visit.
    staleTime: 0,
  });

export function useSetupChecklist() {
  return useQuery(setupChecklistQueryOptions());
}
