import type { DashboardSummary } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The dashboard's one query; admin writes elsewhere make it stale by time, not by key. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: () => [...dashboardKeys.all, 'summary'] as const,
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
