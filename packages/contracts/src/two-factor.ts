import { z } from 'zod';
import { text } from './primitives.js';

/*
 * Two-factor sign-in for staff accounts (decision 0055): a time-based code from an authenticator
 * app (RFC 6238: SHA-1, 6 digits, 30 seconds), or one of ten single-use recovery codes.
 */

export const TWO_FACTOR_CODE_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** How long a proven code counts as "fresh" for a sensitive change (a step-up), in minutes. */
export const TWO_FACTOR_CODE_MAX_AGE_MINUTES = 10;
/** Wrong codes in a row that lock an account's second factor, and for how long. */
export const TWO_FACTOR_MAX_FAILED_ATTEMPTS = 5;
export const TWO_FACTOR_LOCK_MINUTES = 15;
/** The name authenticator apps show above the code when the store has no name of its own. */
export const TWO_FACTOR_DEFAULT_ISSUER = 'Attar House';

/**
 * The characters of a recovery code: lower-case letters and digits without the look-alikes
 * 0/o, 1/l/i, so a code copied by hand from paper reads back unambiguously.
 */
export const RECOVERY_CODE_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
/** A recovery code as shown: two groups of four, `k7m2-q9wx`. */
export const RECOVERY_CODE_PATTERN = /^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/;

export const TWO_FACTOR_MESSAGES = {
  code: `Enter the ${TWO_FACTOR_CODE_DIGITS}-digit code from your authenticator app.`,
  codeOrRecovery: `Enter the ${TWO_FACTOR_CODE_DIGITS}-digit code from your authenticator app, or one of your recovery codes.`,
  codeInvalid: 'That code is not right, or it was used already. Wait for a new code and try again.',
  locked: (minutes: number) =>
    `Too many wrong codes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  notEnrolled: 'Two-factor sign-in is not set up for this account.',
  alreadyEnabled: 'Two-factor sign-in is already on for this account.',
  staffOnly: 'Two-factor sign-in is for staff accounts.',
  /** An owner resetting their own second factor instead of turning it off. */
  resetOwn: 'Turn off your own two-factor sign-in under Sign-in security.',
  /** POST /api/signin for a staff account with two-factor on, without a code (401). */
  codeRequired: `Enter the ${TWO_FACTOR_CODE_DIGITS}-digit code from your authenticator app, or one of your recovery codes.`,
  /** Any call but setting it up, from a session the store asks to set up two-factor first (403). */
  setUpRequired:
    'This store asks every staff member to use two-factor sign-in. Set it up to continue.',
  /** A sensitive action when the session's last code is older than the limit (403). */
  freshCodeRequired: `Enter a code from your authenticator app to confirm this: your last one was more than ${TWO_FACTOR_CODE_MAX_AGE_MINUTES} minutes ago.`,
  /** A texted code or Google for a staff account with two-factor on (403). */
  passwordRequired:
    'This staff account uses two-factor sign-in: sign in with your email, password and code.',
  /** Turning it off while the store requires it (409). */
  requiredByStore:
    'This store requires two-factor sign-in for staff, so it cannot be turned off. Make new recovery codes if you lost yours.',
} as const;

/** Removes the spaces people type or paste inside a code ("123 456"). */
export function withoutSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** A recovery code as stored and compared: lower case, spaces removed, the hyphen put back. */
export function normaliseRecoveryCode(value: string): string | null {
  const compact = withoutSpaces(value).toLowerCase().replace(/-/g, '');
  if (compact.length !== 8) return null;
  const shown = `${compact.slice(0, 4)}-${compact.slice(4)}`;
  return RECOVERY_CODE_PATTERN.test(shown) ? shown : null;
}

/** True when a normalised second-factor code is an authenticator code rather than a recovery code. */
export function isAuthenticatorCode(code: string): boolean {
  return new RegExp(`^\\d{${TWO_FACTOR_CODE_DIGITS}}$`).test(code);
}

/**
 * Whether a second factor proven at `provenAt` still counts for a step-up at `now`
 * (TWO_FACTOR_CODE_MAX_AGE_MINUTES).
 */
export function isSecondFactorFresh(provenAt: Date | null, now: Date = new Date()): boolean {
  if (!provenAt) return false;
  const age = now.getTime() - provenAt.getTime();
  return age >= 0 && age <= TWO_FACTOR_CODE_MAX_AGE_MINUTES * 60_000;
}

/** A code from the authenticator app: six digits; spaces are allowed and removed. */
export const twoFactorCodeSchema = text({ error: TWO_FACTOR_MESSAGES.code })
  .max(32, TWO_FACTOR_MESSAGES.code)
  .transform(withoutSpaces)
  .pipe(z.string().regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.code));

/**
 * A code from the authenticator app or a recovery code (`k7m2-q9wx`, any case, the hyphen and
 * spaces optional), answered normalised: six digits, or the recovery code as shown.
 */
export const secondFactorCodeSchema = text({ error: TWO_FACTOR_MESSAGES.codeOrRecovery })
  .max(32, TWO_FACTOR_MESSAGES.codeOrRecovery)
  .transform((value, context) => {
    const digits = withoutSpaces(value);
    if (isAuthenticatorCode(digits)) return digits;
    const recovery = normaliseRecoveryCode(value);
    if (recovery) return recovery;
    context.addIssue({ code: 'custom', message: TWO_FACTOR_MESSAGES.codeOrRecovery });
    return z.NEVER;
  });

/** POST /api/account/two-factor/enrolment/confirm. */
export const twoFactorConfirmSchema = z.object({ code: twoFactorCodeSchema });
export type TwoFactorConfirmPayload = z.input<typeof twoFactorConfirmSchema>;

/** POST /api/account/two-factor/recovery-codes and /disable: either kind of code. */
export const secondFactorCodePayloadSchema = z.object({ code: secondFactorCodeSchema });
export type SecondFactorCodePayload = z.input<typeof secondFactorCodePayloadSchema>;

/** GET /api/account/two-factor. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** When two-factor sign-in was turned on (ISO-8601); null while off or being set up. */
  enabledAt: z.string().nullable(),
  /** Recovery codes not used yet; 0 while off. */
  recoveryCodesLeft: z.number().int(),
  /** The store requires two-factor sign-in for every staff account (Settings). */
  requiredByStore: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/account/two-factor/enrolment: what the authenticator app needs. */
export const twoFactorEnrolmentSchema = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The `otpauth://totp/...` address the QR code holds. */
  otpauthUri: z.string(),
  /** The QR code as an SVG document (show it as an image, never insert it as markup). */
  qrSvg: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** The confirmation and the renewal: the new recovery codes, shown only in this answer. */
export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST /api/account/two-factor/verify: when this session proved a code (the step-up). */
export const secondFactorVerifiedSchema = z.object({ verifiedAt: z.string() });
export type SecondFactorVerified = z.infer<typeof secondFactorVerifiedSchema>;

/** PUT /api/admin/settings/staff-two-factor (owners: staff.manage). */
export const staffTwoFactorSettingsSchema = z.object({
  required: z.boolean({ error: 'Choose whether staff must use two-factor sign-in' }),
});
export type StaffTwoFactorSettings = z.infer<typeof staffTwoFactorSettingsSchema>;
