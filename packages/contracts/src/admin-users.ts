import { z } from 'zod';
import {
  accountEmailSchema,
  mobileSchema,
  newPasswordSchema,
  personNameSchema,
  roleSchema,
} from './auth.js';
import { pageQuerySchema } from './pagination.js';
import { idText, optionalQueryText } from './primitives.js';

/*
 * The admin's users screen (docs/admin-guide.md, "Users and subscribers", decision 0015): the list,
 * the edit, the deletion that erases personal data, and new admins.
 */

/** What every sign-in path answers for an account an admin deactivated (403 ACCOUNT_DISABLED). */
export const ACCOUNT_DISABLED_MESSAGE =
  'This account has been deactivated. Contact the store to have it reactivated.';

/** ACTIVE and INACTIVE accounts can be switched; an ERASED one was deleted and stays as it is. */
export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'ERASED'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** GET /api/admin/get-users: search in email, name and mobile; `role` narrows to one role. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  search: optionalQueryText(),
  role: roleSchema.optional(),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** One account as the admin sees it: never a password hash, token version or code. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  /**
   * An erased account's is a placeholder (`erased-<id>@erased.invalid`) that mail never reaches.
   */
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  mobile: z.string().nullable(),
  role: roleSchema,
  isActive: z.boolean(),
  status: z.enum(USER_STATUSES),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  createdAt: z.string(),
  /** When the account was deleted and its personal data erased, or null. */
  erasedAt: z.string().nullable(),
  /** Orders the account placed (kept after an erasure). */
  orderCount: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** PUT /api/AdminUpdateUser?userId= (the spec passes the id in the query). */
export const adminUpdateUserQuerySchema = z.object({ userId: idText() });

/** PUT /api/AdminUpdateUser: name, mobile (null removes it) and whether the account may sign in. */
export const adminUpdateUserSchema = z
  .object({
    firstName: personNameSchema.optional(),
    lastName: personNameSchema.optional(),
    mobile: mobileSchema.nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nothing to update',
  });
export type AdminUpdateUser = z.infer<typeof adminUpdateUserSchema>;

/**
 * POST /api/admin/create-admin. Without a password the new admin gets a mailed link to choose
 * one (preferred: no password travels); with one, they sign in with it.
 */
export const createAdminSchema = z.object({
  email: accountEmailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  password: newPasswordSchema.optional(),
});
export type CreateAdmin = z.infer<typeof createAdminSchema>;

/** What creating an admin answers: the account, and whether a set-password link was mailed. */
export const createdAdminSchema = adminUserSchema.extend({ passwordLinkMailed: z.boolean() });
export type CreatedAdmin = z.infer<typeof createdAdminSchema>;

/** How long the link mailed to a new admin works (a password reset link works one hour). */
export const ADMIN_INVITATION_TTL_HOURS = 72;
