import { z } from 'zod';
import { text } from './primitives.js';
import { OTP_LENGTH } from './constants.js';
import { mobileSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth.js';

export const otpSchema = text()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `Enter the ${OTP_LENGTH}-digit code`);

const email = text()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));

const newPassword = text()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** POST /api/phone/OTPsend and /api/phone/OTPsend-registration. */
export const otpSendSchema = z.object({ mobile: mobileSchema });
/** POST /api/phone/OTPverify (answers the sign-in response) and /OTPverify-registration. */
export const otpVerifySchema = z.object({ mobile: mobileSchema, otp: otpSchema });
/** POST /api/send-email-verification-otp-registration. */
export const emailOtpSendSchema = z.object({ email });
/** POST /api/verify-email-otp?email=&otp= (query, as the spec has it). */
export const emailOtpVerifyQuerySchema = z.object({ email, otp: otpSchema });

/** What a code send answers: no code, only when it expires and when another may be asked. */
export const otpSentResponseSchema = z.object({
  message: z.string(),
  expiresInSeconds: z.number().int(),
});
export type OtpSentResponse = z.infer<typeof otpSentResponseSchema>;

export const verifiedResponseSchema = z.object({
  verified: z.literal(true),
  message: z.string(),
});

/** POST /api/app/SendCredentialMail: mails a one-time link to set a password. */
export const sendCredentialMailSchema = z.object({ email });
/** POST /api/set-password: the link's token and the new password. */
export const setPasswordSchema = z.object({
  token: text().trim().min(20).max(200),
  password: newPassword,
});
/** PUT /api/change-password: answers a new sign-in response; older tokens stop working. */
export const changePasswordSchema = z.object({
  currentPassword: text().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
  newPassword,
});

export const messageResponseSchema = z.object({ message: z.string() });

/** GET /api/auth/options: which sign-in paths this store offers. */
export const authOptionsSchema = z.object({
  google: z.boolean(),
  /** Key and IV (hex) for POST /api/signinEncrypt, or null when it is off. Obfuscation only. */
  signinEncryption: z.object({ key: z.string(), iv: z.string() }).nullable(),
});
export type AuthOptions = z.infer<typeof authOptionsSchema>;

/** POST /api/signinEncrypt. */
export const encryptedSignInSchema = z.object({
  base64EncryptedData: text().min(1).max(4096),
});

/** GET /api/location/user. */
export const locationStatesSchema = z.array(
  z.object({
    stateId: z.string(),
    stateName: z.string(),
    cities: z.array(z.object({ cityId: z.string(), cityName: z.string() })),
  }),
);
export type LocationState = z.infer<typeof locationStatesSchema>[number];
