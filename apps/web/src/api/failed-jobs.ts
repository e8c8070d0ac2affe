import type { FailedJob, FailedJobsQuery, Page } from '@attar/contracts';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { activityLogKeys } from './activity-log';
import { readPage } from './read-page';

/*
 * Background jobs that failed for good (docs/admin-guide.md, "Failed background jobs"): listed
 * under the admin's settings, where each is retried (its data enqueued again) or dismissed. A
 * JOB_FAILED notification links there. Both writes are audited, so they refresh the activity log
 * too.
 */

export type FailedJobListParams = FailedJobsQuery;
export type FailedJobResolution = 'retry' | 'dismiss';

export const failedJobKeys = {
  all: ['failed-jobs'] as const,
  lists: () => [...failedJobKeys.all, 'list'] as const,
  list: (params: FailedJobListParams) => [...failedJobKeys.lists(), params] as const,
};

/** GET /api/admin/jobs/failed (admin): newest first; open ones only unless status=all. */
export async function fetchFailedJobs(
  params: FailedJobListParams,
  signal?: AbortSignal,
): Promise<Page<FailedJob>> {
  return readPage<FailedJob>(
    await api.get<unknown>('/admin/jobs/failed', { query: { ...params }, signal }),
    'failed jobs',
  );
}

/**
 * POST /api/admin/jobs/failed/{id}/retry or /dismiss (admin): answers the job as resolved;
 * 409 JOB_ALREADY_RESOLVED when another admin got there first.
 */
export function resolveFailedJob(id: number, resolution: FailedJobResolution): Promise<FailedJob> {
  return api.post<FailedJob>(pathWith('/admin/jobs/failed/{id}/{resolution}', { id, resolution }));
}

export function useFailedJobs(params: FailedJobListParams) {
  return useQuery({
    queryKey: failedJobKeys.list(params),
    queryFn: ({ signal }) => fetchFailedJobs(params, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Puts a resolved job in every cached list at once (out of the open ones, marked in the full
 * ones), so its row does not linger until the refetch answers.
 */
function showResolved(queryClient: QueryClient, resolved: FailedJob): void {
  for (const [queryKey, page] of queryClient.getQueriesData<Page<FailedJob>>({
    queryKey: failedJobKeys.lists(),
  })) {
    if (!page) continue;
    const params = queryKey[2] as FailedJobListParams | undefined;
    if (params?.status === 'all') {
      queryClient.setQueryData(queryKey, {
        ...page,
        content: page.content.map((job) => (job.id === resolved.id ? resolved : job)),
      });
    } else if (page.content.some((job) => job.id === resolved.id)) {
      const content = page.content.filter((job) => job.id !== resolved.id);
      queryClient.setQueryData(queryKey, {
        ...page,
        content,
        totalElements: Math.max(0, page.totalElements - 1),
        empty: content.length === 0,
      });
    }
  }
}

/** Retries or dismisses one failed job; the lists are read again afterwards, failed or not. */
export function useResolveFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: number; resolution: FailedJobResolution }) =>
      resolveFailedJob(id, resolution),
    onSuccess: (resolved) => showResolved(queryClient, resolved),
    // A 409 means someone else resolved it: the refetch takes it out of the open list too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: failedJobKeys.all }),
        queryClient.invalidateQueries({ queryKey: activityLogKeys.all }),
      ]),
  });
}
