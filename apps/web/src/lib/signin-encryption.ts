import type { SignInPayload } from '@attar/contracts';

/** The key and IV (hex) that GET /api/auth/options hands out when encrypted sign-in is on. */
export interface SigninEncryption {
  key: string;
  iv: string;
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** WebCrypto exists only in secure contexts (HTTPS or localhost). */
export function canEncryptSignIn(): boolean {
  return typeof globalThis.crypto?.subtle?.encrypt === 'function';
}

/**
 * The JSON sign-in payload, AES-256-CBC encrypted (PKCS#7 padding) and base64-encoded, as
 * POST /api/signinEncrypt expects. The key ships to every browser, so this only keeps the
 * password out of casual sight in request logs; TLS is what protects it.
 */
export async function encryptSignInPayload(
  { email, password, code }: SignInPayload,
  { key, iv }: SigninEncryption,
) {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    hexToBytes(key),
    { name: 'AES-CBC' },
    false,
    ['encrypt'],
  );
  // The two-factor code travels with the password, encrypted alike (left out when there is none).
  const plain = new TextEncoder().encode(JSON.stringify({ email, password, code }));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-CBC', iv: hexToBytes(iv) },
    cryptoKey,
    plain,
  );
  return bytesToBase64(new Uint8Array(cipher));
}
