import type { ActivityLogEntry, ActivityLogParams, Page } from '@attar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { readPage } from './read-page';

/*
 * The activity log (docs/admin-guide.md, "Activity log"): a read-only view of every recorded admin
 * write, and its CSV export. Nothing here writes, so there is nothing to invalidate; the list is
 * read fresh each time the screen opens.
 */

export type ActivityLogListParams = Omit<ActivityLogParams, 'page' | 'size'> & {
  page: number;
  size: number;
};

/** The list's filters an export follows, over every page. */
export type ActivityLogExportParams = Omit<ActivityLogListParams, 'page' | 'size'>;

export const activityLogKeys = {
  all: ['activity-log'] as const,
  list: (params: ActivityLogListParams) => [...activityLogKeys.all, 'list', params] as const,
  entityTypes: () => [...activityLogKeys.all, 'entity-types'] as const,
};

/** GET /api/admin/activity-log (admin): entries newest first, filtered. */
export async function fetchActivityLog(
  params: ActivityLogListParams,
  signal?: AbortSignal,
): Promise<Page<ActivityLogEntry>> {
  return readPage<ActivityLogEntry>(
    await api.get<unknown>('/admin/activity-log', { query: { ...params }, signal }),
    'activity log',
  );
}

/** GET /api/admin/activity-log/entity-types (admin): the kinds of record the log holds. */
export function fetchActivityEntityTypes(signal?: AbortSignal): Promise<string[]> {
  return api.get<string[]>('/admin/activity-log/entity-types', { signal });
}

/**
 * GET /api/admin/activity-log/export.csv (admin): the entries these filters select as a CSV
 * file, fetched with the token (a plain link could not send it).
 */
export function downloadActivityLogCsv(
  params: ActivityLogExportParams,
): Promise<{ blob: Blob; fileName: string | null }> {
  const { actor, entityType, entityId, fromDate, toDate } = params;
  return apiDownload('/admin/activity-log/export.csv', {
    query: { actor, entityType, entityId, fromDate, toDate },
    headers: { Accept: 'text/csv' },
  });
}

export function useActivityLog(params: ActivityLogListParams) {
  return useQuery({
    queryKey: activityLogKeys.list(params),
    queryFn: ({ signal }) => fetchActivityLog(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useActivityEntityTypes() {
  return useQuery({
    queryKey: activityLogKeys.entityTypes(),
    queryFn: ({ signal }) => fetchActivityEntityTypes(signal),
  });
}
