import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/*
 * Secrets the store must read back (a staff member's authenticator secret) are kept sealed at
 * rest: AES-256-GCM under a key derived from the app's JWT secret with HKDF, one key per purpose.
 * A copy of the database alone then reveals nothing. Decision 0055: rotating JWT_SECRET makes
 * every sealed value unreadable, so the staff set up two-factor sign-in again.
 */

const FORMAT_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
// A fixed salt: the input key is already a high-entropy secret, HKDF's salt only separates uses.
const HKDF_SALT = 'attar-house/sealed-secrets';

/** A 32-byte key for one purpose ("two-factor-secret", "recovery-code"), from the app's secret. */
export function deriveKey(masterSecret: string, purpose: string): Buffer {
  if (!masterSecret) throw new Error('deriveKey needs a secret');
  return Buffer.from(hkdfSync('sha256', masterSecret, HKDF_SALT, purpose, 32));
}

export interface Sealer {
  /**
   * Encrypts `plain`; `context` (a user id, say) is authenticated with it, so a sealed value
   * copied to another row does not open there.
   */
  seal(plain: string, context?: string): string;
  /** The plain text of a sealed value; throws when it was altered, or sealed with another key or context. */
  open(sealed: string, context?: string): string;
}

export function createSealer(masterSecret: string, purpose: string): Sealer {
  const key = deriveKey(masterSecret, purpose);
  return {
    seal(plain, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [FORMAT_VERSION, ...parts].join('.');
    },
    open(sealed, context = '') {
      const [version, iv, body, tag, ...rest] = sealed.split('.');
      if (
        version !== FORMAT_VERSION ||
        iv === undefined ||
        body === undefined ||
        !tag ||
        rest.length
      ) {
        throw new Error('Not a sealed value');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), {
        authTagLength: TAG_BYTES,
      });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** A keyed SHA-256 (HMAC) of `value`, hex: a stored fingerprint useless without the key. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
