import type { User } from '@attar/contracts';
import { api, type RequestOptions } from '@/lib/api-client';

/** GET /api/me: the signed-in user's profile (the stored bearer token is sent). */
export function getMe(signal?: AbortSignal, options?: Pick<RequestOptions, 'expireSessionOn401'>): Promise<User> {
  return api.get<User>('/me', { signal, ...options });
}
