import type { AuthOptions, OtpSentResponse, Role, SignInPayload } from '@attar/contracts';
import { normaliseRole } from '@attar/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import {
  canEncryptSignIn,
  encryptSignInPayload,
  type SigninEncryption,
} from '@/lib/signin-encryption';

export const INVALID_LOGIN_RESPONSE = 'Invalid login response format';

/** A store's options change only with its configuration, i.e. on a restart. */
const AUTH_OPTIONS_STALE_MS = 30 * 60_000;

export const authKeys = {
  all: ['auth'] as const,
  options: () => [...authKeys.all, 'options'] as const,
};

export interface SignInResult {
  id: number;
  token: string;
  role: Role;
}

/**
 * A sign-in response counts only with both an id and a token (docs/product.md, "Validation rules").
 */
export function parseSignInResponse(body: unknown): SignInResult {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const id = typeof record.id === 'string' ? Number(record.id) : record.id;
    if (
      typeof id === 'number' &&
      Number.isInteger(id) &&
      typeof record.token === 'string' &&
      record.token
    ) {
      return { id, token: record.token, role: normaliseRole(record.role) };
    }
  }
  throw new Error(INVALID_LOGIN_RESPONSE);
}

/**
 * POST /api/signin, or POST /api/signinEncrypt when the store hands out an encryption key
 * (and this browser can use WebCrypto). Both answers go through the same response check.
 */
export async function signIn(
  payload: SignInPayload,
  encryption?: SigninEncryption | null,
): Promise<SignInResult> {
  const body =
    encryption && canEncryptSignIn()
      ? await api.post<unknown>(
          '/signinEncrypt',
          { base64EncryptedData: await encryptSignInPayload(payload, encryption) },
          { auth: false },
        )
      : await api.post<unknown>('/signin', payload, { auth: false });
  return parseSignInResponse(body);
}

/** POST /api/phone/OTPverify: signs in with the texted code; answers like a password sign-in. */
export async function verifyLoginOtp(payload: {
  mobile: string;
  otp: string;
}): Promise<SignInResult> {
  return parseSignInResponse(await api.post<unknown>('/phone/OTPverify', payload, { auth: false }));
}

/** POST /api/logout: the server stops accepting this token (and every older one). */
export function signOutOnServer(token: string): Promise<void> {
  return api.post<void>('/logout', undefined, {
    auth: false,
    headers: { Authorization: `Bearer ${token}` },
  });
}

/**
 * POST /api/app/SendCredentialMail: mails a one-time link to set a password. The answer is the
 * same whether or not the email has an account, so it gives nothing away.
 */
export function sendCredentialMail(payload: { email: string }): Promise<{ message: string }> {
  return api.post<{ message: string }>('/app/SendCredentialMail', payload, { auth: false });
}

/** POST /api/set-password: the mailed link's token and the new password. */
export function setPassword(payload: {
  token: string;
  password: string;
}): Promise<{ message: string }> {
  return api.post<{ message: string }>('/set-password', payload, { auth: false });
}

/** POST /api/phone/OTPsend: texts a sign-in code to the mobile number of an existing account. */
export function sendLoginOtp(payload: { mobile: string }): Promise<OtpSentResponse> {
  return api.post<OtpSentResponse>('/phone/OTPsend', payload, { auth: false });
}

const ALL_OFF: AuthOptions = { google: false, signinEncryption: null };

/**
 * Reads the body by hand (zod stays out of the login page's bundle); anything unexpected
 * means the option is off, so a shopper is never shown a path that cannot work.
 */
export function parseAuthOptions(body: unknown): AuthOptions {
  if (!body || typeof body !== 'object') return ALL_OFF;
  const record = body as Record<string, unknown>;
  const encryption = record.signinEncryption as Record<string, unknown> | null | undefined;
  const hasEncryption = typeof encryption?.key === 'string' && typeof encryption.iv === 'string';
  return {
    google: record.google === true,
    signinEncryption: hasEncryption
      ? { key: String(encryption.key), iv: String(encryption.iv) }
      : null,
  };
}

/** GET /api/auth/options: which sign-in paths this store offers (Google, encrypted sign-in). */
export async function fetchAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  return parseAuthOptions(await api.get<unknown>('/auth/options', { signal, auth: false }));
}

export const authOptionsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.options(),
    queryFn: ({ signal }) => fetchAuthOptions(signal),
    staleTime: AUTH_OPTIONS_STALE_MS,
  });

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions());
}

export function useSendCredentialMail() {
  return useMutation({ mutationFn: sendCredentialMail });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}

export function useSendLoginOtp() {
  return useMutation({ mutationFn: sendLoginOtp });
}
