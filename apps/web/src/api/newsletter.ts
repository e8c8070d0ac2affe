import type { SubscriptionStatus } from '@attar/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * `sessionKey` tells one signed-in person's answer from another's; null while signed out.
 * Every newsletter query sits under `newsletterKeys.all`.
 */
export const newsletterKeys = {
  all: ['newsletter'] as const,
  status: (sessionKey: string | null) => [...newsletterKeys.all, 'status', sessionKey] as const,
};

type Loose = Record<string, unknown>;

function asRecord(value: unknown): Loose | null {
  return value && typeof value === 'object' ? (value as Loose) : null;
}

/**
 * docs/product.md, "Data shapes": the status may sit under `data` or `subscription`, and say
 * `isSubscribed` or `alreadySubscribed`. Accepts every one of those shapes; `fallbackSubscribed`
 * answers when the response says neither (a subscribe call that succeeded, say).
 */
export function readSubscription(
  raw: unknown,
  fallbackSubscribed = false,
  fallbackEmail = '',
): SubscriptionStatus {
  const outer = asRecord(raw);
  const inner = asRecord(outer?.data) ?? asRecord(outer?.subscription) ?? outer;
  const flag =
    inner?.isSubscribed ??
    inner?.alreadySubscribed ??
    outer?.isSubscribed ??
    outer?.alreadySubscribed;
  const email = inner?.email ?? outer?.email;
  return {
    isSubscribed: typeof flag === 'boolean' ? flag : fallbackSubscribed,
    email: typeof email === 'string' ? email : fallbackEmail,
  };
}

/*
 * A refused token on a newsletter call is the newsletter's to handle (docs/product.md, "Roles and
 * permissions": it clears the login data and goes to /login), so the app-wide 401 handling is off
 * for these calls.
 */

/** GET /api/subscribe/subscribed-user. */
export async function fetchSubscriptionStatus(signal?: AbortSignal): Promise<SubscriptionStatus> {
  return readSubscription(
    await api.get<unknown>('/subscribe/subscribed-user', { signal, expireSessionOn401: false }),
  );
}

/** POST /api/subscribe?email= (the spec passes the address in the query). */
export async function subscribe(email: string): Promise<SubscriptionStatus> {
  const raw = await api.post<unknown>('/subscribe', undefined, {
    query: { email },
    expireSessionOn401: false,
  });
  return readSubscription(raw, true, email);
}

/** DELETE /api/subscribe with `{ email }`. */
export async function unsubscribe(email: string): Promise<SubscriptionStatus> {
  const raw = await api.delete<unknown>('/subscribe', {
    body: { email },
    expireSessionOn401: false,
  });
  return readSubscription(raw, false, email);
}

export function subscriptionStatusQueryOptions(sessionKey: string | null) {
  return queryOptions({
    queryKey: newsletterKeys.status(sessionKey),
    queryFn: ({ signal }) => fetchSubscriptionStatus(signal),
    enabled: sessionKey !== null,
  });
}

export function useSubscriptionStatus(sessionKey: string | null) {
  return useQuery(subscriptionStatusQueryOptions(sessionKey));
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
