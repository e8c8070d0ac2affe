import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { VerifiedResponse } from './verified-response';

/** POST /api/phone/OTPverify-registration: confirms the texted code before sign-up. */
export function verifyMobileOtp(payload: { mobile: string; otp: string }): Promise<VerifiedResponse> {
  return api.post<VerifiedResponse>('/phone/OTPverify-registration', payload, { auth: false });
}

export function useVerifyMobileOtp() {
  return useMutation({ mutationFn: verifyMobileOtp });
}
