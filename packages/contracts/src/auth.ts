import { z } from 'zod';
import { text } from './primitives.js';
import { normaliseIndianMobile, ROLES } from './constants.js';
import { staffRoleSchema } from './staff.js';
import { secondFactorCodeSchema } from './two-factor.js';

export const roleSchema = z.enum(ROLES);

const email = text()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address' }));

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const password = text()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A 10-digit Indian mobile number, accepted with +91, 91 or 0 in front. */
export const mobileSchema = text()
  .trim()
  .max(20)
  .transform(normaliseIndianMobile)
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Enter a valid 10-digit Indian mobile number'));

const personName = text().trim().min(1, 'Required').max(50, 'At most 50 characters');

/** Sign-up's rules, for the other forms that create or edit accounts (the admin's users screen). */
export {
  email as accountEmailSchema,
  password as newPasswordSchema,
  personName as personNameSchema,
};

/** POST /api/signup. Any other field (a role, say) is ignored. */
export const signUpSchema = z.object({
  email,
  password,
  firstname: personName,
  lastname: personName,
  /**
   * Optional mobile number (10 digits, +91 allowed). The email and the mobile are marked
   * verified when a code for them was verified in the last 30 minutes.
   */
  mobile: mobileSchema.optional(),
});
export type SignUpPayload = z.infer<typeof signUpSchema>;

/** POST /api/signin. */
export const signInSchema = z.object({
  email,
  password: text().min(1, 'Required').max(PASSWORD_MAX_LENGTH),
  /**
   * A staff account with two-factor sign-in on: the authenticator's code or a recovery code,
   * sent again with the password after a 401 TWO_FACTOR_REQUIRED. Ignored for customers.
   */
  code: secondFactorCodeSchema.optional(),
});
export type SignInPayload = z.infer<typeof signInSchema>;

export const signInResponseSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  role: roleSchema,
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  /** A staff account's role, which says what it may do in the admin; null for a customer. */
  staffRole: staffRoleSchema.nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * POST /api/signup: the new account, signed in. `id`, `token` and `role` are what
 * POST /api/signin answers, so the client starts the session from either alike.
 */
export const signUpResponseSchema = userSchema
  .pick({ id: true, email: true, fullName: true, role: true })
  .extend({
    token: z.string(),
    message: z.string(),
  });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** PUT /api/updateUser: the fields a customer may change about themselves. */
export const updateUserSchema = z
  .object({
    firstname: personName.optional(),
    lastname: personName.optional(),
    /** The mobile number used for OTP sign-in; null removes it. */
    phone: mobileSchema.nullable().optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { message: 'Nothing to update' });
export type UpdateUserPayload = z.infer<typeof updateUserSchema>;
