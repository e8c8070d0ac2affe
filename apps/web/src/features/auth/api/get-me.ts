import type { User } from '@attar/contracts';
import { api } from '@/lib/api-client';

/** GET /api/me: the signed-in user's profile (the stored bearer token is sent). */
export function getMe(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/me', { signal });
}
