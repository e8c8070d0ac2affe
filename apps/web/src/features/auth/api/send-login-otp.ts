import type { OtpSentResponse } from '@attar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/phone/OTPsend: texts a sign-in code to the mobile number of an existing account. */
export function sendLoginOtp(payload: { mobile: string }): Promise<OtpSentResponse> {
  return api.post<OtpSentResponse>('/phone/OTPsend', payload, { auth: false });
}

export function useSendLoginOtp() {
  return useMutation({ mutationFn: sendLoginOtp });
}
