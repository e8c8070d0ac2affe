import { api } from '@/lib/api-client';
import { parseSignInResponse, type SignInResult } from './sign-in';

/** POST /api/phone/OTPverify: signs in with the texted code; answers like a password sign-in. */
export async function verifyLoginOtp(payload: { mobile: string; otp: string }): Promise<SignInResult> {
  return parseSignInResponse(await api.post<unknown>('/phone/OTPverify', payload, { auth: false }));
}
