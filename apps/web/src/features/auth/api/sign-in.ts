import type { Role, SignInPayload } from '@attar/contracts';
import { normaliseRole } from '@attar/contracts';
import { api } from '@/lib/api-client';
import { canEncryptSignIn, encryptSignInPayload, type SigninEncryption } from '../signin-encryption';

export const INVALID_LOGIN_RESPONSE = 'Invalid login response format';

export interface SignInResult {
  id: number;
  token: string;
  role: Role;
}

/** A sign-in response counts only with both an id and a token (spec section 5). */
export function parseSignInResponse(body: unknown): SignInResult {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const id = typeof record.id === 'string' ? Number(record.id) : record.id;
    if (typeof id === 'number' && Number.isInteger(id) && typeof record.token === 'string' && record.token) {
      return { id, token: record.token, role: normaliseRole(record.role) };
    }
  }
  throw new Error(INVALID_LOGIN_RESPONSE);
}

/**
 * POST /api/signin, or POST /api/signinEncrypt when the store hands out an encryption key
 * (and this browser can use WebCrypto). Both answers go through the same response check.
 */
export async function signIn(payload: SignInPayload, encryption?: SigninEncryption | null): Promise<SignInResult> {
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
