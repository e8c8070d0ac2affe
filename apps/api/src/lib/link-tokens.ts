import { createHash, randomBytes } from 'node:crypto';

// The token of a one-time link mailed to a person (set a password, confirm an alert): 256
// random bits in the link, only their SHA-256 in the database. With that much randomness a
// plain hash is enough to keep the stored value useless to whoever reads the table.

/** The stored form of a link token. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new link token (URL-safe, 43 characters) and its stored form. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}
