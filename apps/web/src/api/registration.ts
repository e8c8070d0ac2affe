import type { OtpSentResponse, SignUpPayload, SignUpResponse } from '@attar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/*
 * Creating an account (the register page): sign-up and the codes that prove its email and
 * mobile number first. Signing in, out and back in with a new password is in auth.ts.
 */

/** What both code checks of sign-up answer. */
export interface VerifiedResponse {
  verified: true;
  message: string;
}

/**
 * POST /api/signup: creates the account and signs it in; the answer's id, token and role are
 * a sign-in's (`parseSignInResponse` in auth.ts reads them).
 */
export function signUp(payload: SignUpPayload): Promise<SignUpResponse> {
  return api.post<SignUpResponse>('/signup', payload, { auth: false });
}

/** POST /api/send-email-verification-otp-registration: mails a code to prove a new account's email. */
export function sendEmailVerificationOtp(payload: { email: string }): Promise<OtpSentResponse> {
  return api.post<OtpSentResponse>('/send-email-verification-otp-registration', payload, {
    auth: false,
  });
}

/** POST /api/phone/OTPsend-registration: texts a code to prove a new account's mobile number. */
export function sendMobileVerificationOtp(payload: { mobile: string }): Promise<OtpSentResponse> {
  return api.post<OtpSentResponse>('/phone/OTPsend-registration', payload, { auth: false });
}

/** POST /api/verify-email-otp?email=&otp=: the spec puts both in the query string, with no body. */
export function verifyEmailOtp({
  email,
  otp,
}: {
  email: string;
  otp: string;
}): Promise<VerifiedResponse> {
  return api.post<VerifiedResponse>('/verify-email-otp', undefined, {
    auth: false,
    query: { email, otp },
  });
}

/** POST /api/phone/OTPverify-registration: confirms the texted code before sign-up. */
export function verifyMobileOtp(payload: {
  mobile: string;
  otp: string;
}): Promise<VerifiedResponse> {
  return api.post<VerifiedResponse>('/phone/OTPverify-registration', payload, { auth: false });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}

export function useSendEmailVerificationOtp() {
  return useMutation({ mutationFn: sendEmailVerificationOtp });
}

export function useSendMobileVerificationOtp() {
  return useMutation({ mutationFn: sendMobileVerificationOtp });
}

export function useVerifyEmailOtp() {
  return useMutation({ mutationFn: verifyEmailOtp });
}

export function useVerifyMobileOtp() {
  return useMutation({ mutationFn: verifyMobileOtp });
}
