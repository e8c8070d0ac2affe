import { describe, expect, it } from 'vitest';
import { createSealer, deriveKey, keyedHash } from './sealed-secrets.js';

const SECRET = 'a-test-secret-that-is-at-least-32-chars';

describe('sealed secrets', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    const sealer = createSealer(SECRET, 'two-factor-secret');
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'user:7');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.open(sealed, 'user:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same text differently each time (a fresh nonce)', () => {
    const sealer = createSealer(SECRET, 'two-factor-secret');
    expect(sealer.seal('same')).not.toBe(sealer.seal('same'));
  });

  it('refuses a value sealed for another context, purpose or app secret', () => {
    const sealed = createSealer(SECRET, 'two-factor-secret').seal('secret', 'user:7');
    expect(() => createSealer(SECRET, 'two-factor-secret').open(sealed, 'user:8')).toThrow();
    expect(() => createSealer(SECRET, 'another-purpose').open(sealed, 'user:7')).toThrow();
    expect(() =>
      createSealer('another-secret-that-is-at-least-32-chars', 'two-factor-secret').open(
        sealed,
        'user:7',
      ),
    ).toThrow();
  });

  it('refuses an altered value and text that is not a sealed value', () => {
    const sealer = createSealer(SECRET, 'two-factor-secret');
    const [version, iv, body, tag] = sealer.seal('secret').split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => sealer.open([version, iv, flipped, tag].join('.'))).toThrow();
    expect(() => sealer.open('plain text')).toThrow('Not a sealed value');
    expect(() => sealer.open('v1.a.b')).toThrow('Not a sealed value');
  });

  it('derives a different key per purpose, and keyed hashes depend on the key', () => {
    const one = deriveKey(SECRET, 'recovery-code');
    const other = deriveKey(SECRET, 'two-factor-secret');
    expect(one).toHaveLength(32);
    expect(one.equals(other)).toBe(false);
    expect(keyedHash(one, 'k7m2-q9wx')).toMatch(/^[0-9a-f]{64}$/);
    expect(keyedHash(one, 'k7m2-q9wx')).toBe(
      keyedHash(deriveKey(SECRET, 'recovery-code'), 'k7m2-q9wx'),
    );
    expect(keyedHash(one, 'k7m2-q9wx')).not.toBe(keyedHash(other, 'k7m2-q9wx'));
  });
});
