import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/set-password: the mailed link's token and the new password. */
export function setPassword(payload: { token: string; password: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/set-password', payload, { auth: false });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
