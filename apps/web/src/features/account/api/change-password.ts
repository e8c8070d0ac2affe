import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A fresh sign-in: the server ends every older token when a password changes. */
export interface RenewedSession {
  id: number;
  token: string;
  role: string;
}

/** PUT /api/change-password: needs the current password; answers a new token. */
export function changePassword(payload: { currentPassword: string; newPassword: string }): Promise<RenewedSession> {
  return api.put<RenewedSession>('/change-password', payload);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
