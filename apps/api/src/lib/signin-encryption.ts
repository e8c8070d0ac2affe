import { createDecipheriv } from 'node:crypto';

/**
 * Decrypts the payload of POST /api/signinEncrypt: AES-256-CBC with a key and IV that the
 * web app is also given. Anyone can read them from the browser, so this only hides the
 * credentials from casual inspection; TLS is what protects them in transit.
 * Returns null for anything that does not decrypt.
 */
export function decryptSignInPayload(base64: string, keyHex: string, ivHex: string): string | null {
  try {
    const decipher = createDecipheriv(
      'aes-256-cbc',
      Buffer.from(keyHex, 'hex'),
      Buffer.from(ivHex, 'hex'),
    );
    const plain = Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]);
    return plain.toString('utf8');
  } catch {
    return null;
  }
}
