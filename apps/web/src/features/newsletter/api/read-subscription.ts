import type { SubscriptionStatus } from '@attar/contracts';

type Loose = Record<string, unknown>;

function asRecord(value: unknown): Loose | null {
  return value && typeof value === 'object' ? (value as Loose) : null;
}

/**
 * Spec section 3: the status may sit under `data` or `subscription`, and say `isSubscribed` or
 * `alreadySubscribed`. Accepts every one of those shapes; `fallbackSubscribed` answers when the
 * response says neither (a subscribe call that succeeded, say).
 */
export function readSubscription(
  raw: unknown,
  fallbackSubscribed = false,
  fallbackEmail = '',
): SubscriptionStatus {
  const outer = asRecord(raw);
  const inner = asRecord(outer?.data) ?? asRecord(outer?.subscription) ?? outer;
  const flag =
    inner?.isSubscribed ??
    inner?.alreadySubscribed ??
    outer?.isSubscribed ??
    outer?.alreadySubscribed;
  const email = inner?.email ?? outer?.email;
  return {
    isSubscribed: typeof flag === 'boolean' ? flag : fallbackSubscribed,
    email: typeof email === 'string' ? email : fallbackEmail,
  };
}
