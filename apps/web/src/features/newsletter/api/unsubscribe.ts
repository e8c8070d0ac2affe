import type { SubscriptionStatus } from '@attar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readSubscription } from './read-subscription';

/** DELETE /api/subscribe with `{ email }`. */
export async function unsubscribe(email: string): Promise<SubscriptionStatus> {
  const raw = await api.delete<unknown>('/subscribe', {
    body: { email },
    expireSessionOn401: false,
  });
  return readSubscription(raw, false, email);
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
