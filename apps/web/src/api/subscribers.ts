import type {
  AdminSubscribersQuery,
  Page,
  Subscriber,
  SubscriberExportQuery,
} from '@attar/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { readPage } from './read-page';

/*
 * The admin's newsletter list (docs/admin-guide.md, "Users and subscribers"): current subscribers
 * and their CSV export. Apart from newsletter.ts, whose calls the storefront's newsletter section
 * makes.
 */

export type SubscriberListParams = Pick<AdminSubscribersQuery, 'page' | 'size'> &
  Partial<SubscriberExportQuery>;

/** Every subscriber query sits under `subscriberKeys.all`; erasing an account refreshes them. */
export const subscriberKeys = {
  all: ['subscribers'] as const,
  list: (params: SubscriberListParams) => [...subscriberKeys.all, 'list', params] as const,
};

/** GET /api/admin/subscribers (admin): current subscribers, newest first. */
export async function fetchSubscribers(
  params: SubscriberListParams,
  signal?: AbortSignal,
): Promise<Page<Subscriber>> {
  return readPage<Subscriber>(
    await api.get<unknown>('/admin/subscribers', { query: { ...params }, signal }),
    'subscribers',
  );
}

/** GET /api/admin/subscribers/export.csv (admin): what the search finds, every page, as CSV. */
export function downloadSubscribersCsv(
  params: Partial<SubscriberExportQuery>,
): Promise<{ blob: Blob; fileName: string | null }> {
  return apiDownload('/admin/subscribers/export.csv', {
    query: { search: params.search },
    headers: { Accept: 'text/csv' },
  });
}

export const subscribersQueryOptions = (params: SubscriberListParams) =>
  queryOptions({
    queryKey: subscriberKeys.list(params),
    queryFn: ({ signal }) => fetchSubscribers(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSubscribers(params: SubscriberListParams) {
  return useQuery(subscribersQueryOptions(params));
}
