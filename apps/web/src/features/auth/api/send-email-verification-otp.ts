import type { OtpSentResponse } from '@attar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/send-email-verification-otp-registration: mails a code to prove a new account's email. */
export function sendEmailVerificationOtp(payload: { email: string }): Promise<OtpSentResponse> {
  return api.post<OtpSentResponse>('/send-email-verification-otp-registration', payload, { auth: false });
}

export function useSendEmailVerificationOtp() {
  return useMutation({ mutationFn: sendEmailVerificationOtp });
}
