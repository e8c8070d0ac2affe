import type { OtpSentResponse } from '@attar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/phone/OTPsend-registration: texts a code to prove a new account's mobile number. */
export function sendMobileVerificationOtp(payload: { mobile: string }): Promise<OtpSentResponse> {
  return api.post<OtpSentResponse>('/phone/OTPsend-registration', payload, { auth: false });
}

export function useSendMobileVerificationOtp() {
  return useMutation({ mutationFn: sendMobileVerificationOtp });
}
