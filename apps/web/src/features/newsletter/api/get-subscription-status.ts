import type { SubscriptionStatus } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readSubscription } from './read-subscription';

export const NEWSLETTER_QUERY_KEY = ['newsletter'] as const;

/**
 * GET /api/subscribe/subscribed-user. A refused token is the newsletter's to handle (spec
 * section 6), so the app-wide 401 handling is off for it.
 */
export async function getSubscriptionStatus(signal?: AbortSignal): Promise<SubscriptionStatus> {
  const raw = await api.get<unknown>('/subscribe/subscribed-user', {
    signal,
    expireSessionOn401: false,
  });
  return readSubscription(raw);
}

/** `sessionKey` tells one signed-in person's answer from another's; null while signed out. */
export function subscriptionStatusQueryOptions(sessionKey: string | null) {
  return queryOptions({
    queryKey: [...NEWSLETTER_QUERY_KEY, 'status', sessionKey],
    queryFn: ({ signal }) => getSubscriptionStatus(signal),
    enabled: sessionKey !== null,
  });
}

export function useSubscriptionStatus(sessionKey: string | null) {
  return useQuery(subscriptionStatusQueryOptions(sessionKey));
}
