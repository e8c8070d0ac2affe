import { Secret, TOTP } from 'otpauth';

/** The store's authenticator codes (RFC 6238 as the apps read it): SHA1, six digits, 30 s. */
const PERIOD_MS = 30_000;

const stepAt = (timestamp: number) => Math.floor(timestamp / PERIOD_MS);

/**
 * A journey's authenticator app, set up with the key the Sign-in security page shows as text.
 * The server accepts a code of the step before now, now or the next one, each step once and
 * only a step newer than the last it accepted: every code given out here is of a step not given
 * out before, the current one or else the next. Only when both were used does it wait, for the
 * rest of the period (never a whole 30 s sleep).
 */
export class Authenticator {
  private readonly totp: TOTP;
  private lastStep = -1;

  constructor(key: string) {
    this.totp = new TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_MS / 1000,
      secret: Secret.fromBase32(key.replace(/\s+/g, '')),
    });
  }

  /** A code the server has not seen yet and accepts now. */
  async nextCode(): Promise<string> {
    const step = Math.max(stepAt(Date.now()), this.lastStep + 1);
    // Both the current step and the next were used: wait until the next one is the current.
    const wait = (step - 1) * PERIOD_MS - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 50));
    this.lastStep = step;
    return this.totp.generate({ timestamp: step * PERIOD_MS });
  }
}
