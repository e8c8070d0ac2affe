import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/app/SendCredentialMail: mails a one-time link to set a password. The answer is the
 * same whether or not the email has an account, so it gives nothing away.
 */
export function sendCredentialMail(payload: { email: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/app/SendCredentialMail', payload, { auth: false });
}

export function useSendCredentialMail() {
  return useMutation({ mutationFn: sendCredentialMail });
}
