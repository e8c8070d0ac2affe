import { api } from '@/lib/api-client';

/** POST /api/logout: the server stops accepting this token (and every older one). */
export function signOutOnServer(token: string): Promise<void> {
  return api.post<void>('/logout', undefined, {
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
  });
}
