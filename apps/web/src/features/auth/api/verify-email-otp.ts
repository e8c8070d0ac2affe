import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { VerifiedResponse } from './verified-response';

/** POST /api/verify-email-otp?email=&otp=: the spec puts both in the query string, with no body. */
export function verifyEmailOtp({ email, otp }: { email: string; otp: string }): Promise<VerifiedResponse> {
  return api.post<VerifiedResponse>('/verify-email-otp', undefined, { auth: false, query: { email, otp } });
}

export function useVerifyEmailOtp() {
  return useMutation({ mutationFn: verifyEmailOtp });
}
