import type { SubscriptionStatus } from '@attar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readSubscription } from './read-subscription';

/** POST /api/subscribe?email= (the spec passes the address in the query). */
export async function subscribe(email: string): Promise<SubscriptionStatus> {
  const raw = await api.post<unknown>('/subscribe', undefined, {
    query: { email },
    expireSessionOn401: false,
  });
  return readSubscription(raw, true, email);
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
