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
import { staffRoleSchema } from './staff.js';

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
  /** A staff account's role (docs/permissions.md); null for a customer. */
  staffRole: staffRoleSchema.nullable(),
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

/*
 * A person's name is spelt `firstname`/`lastname` by sign-up, /api/me and /api/updateUser, and
 * `firstName`/`lastName` by the admin's users screen. The admin's calls take either spelling, so
 * that a client uses one spelling throughout. Sent both ways at once, the two must say the same
 * (after trimming): otherwise the call is refused rather than one of them silently dropped.
 */
const NAME_SPELLINGS = [
  { camel: 'firstName', lower: 'firstname', words: 'first name' },
  { camel: 'lastName', lower: 'lastname', words: 'last name' },
] as const;

/** The lowercase spelling of the name fields, beside the camelCase one of each schema below. */
const lowercaseNameFields = {
  firstname: personNameSchema.optional(),
  lastname: personNameSchema.optional(),
};

type NameFields = {
  firstName?: string;
  lastName?: string;
  firstname?: string;
  lastname?: string;
};

const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

/** Refuses a name sent in both spellings with different words. */
function namesAgree(value: NameFields, context: z.RefinementCtx) {
  for (const { camel, lower, words } of NAME_SPELLINGS) {
    const [a, b] = [value[camel], value[lower]];
    if (a !== undefined && b !== undefined && a !== b) {
      context.addIssue({
        code: 'custom',
        path: [lower],
        message: `Send the ${words} once, as ${lower} or as ${camel}`,
      });
    }
  }
}

/** Requires each name in one spelling or the other, named as the payload spells its names. */
function namesGiven(value: NameFields, context: z.RefinementCtx) {
  const lowercase = NAME_SPELLINGS.some(({ lower }) => value[lower] !== undefined);
  for (const { camel, lower } of NAME_SPELLINGS) {
    if (value[camel] === undefined && value[lower] === undefined) {
      context.addIssue({ code: 'custom', path: [lowercase ? lower : camel], message: 'Required' });
    }
  }
}

/** The name in the camelCase spelling the server keeps, whichever spelling it came in. */
function camelCaseNames<T extends NameFields>({ firstname, lastname, ...rest }: T) {
  return {
    ...rest,
    firstName: rest.firstName ?? firstname,
    lastName: rest.lastName ?? lastname,
  };
}

/**
 * PUT /api/AdminUpdateUser: name (as `firstName`/`lastName` or `firstname`/`lastname`), mobile
 * (null removes it) and whether the account may sign in.
 */
const adminUpdateUserFields = z.object({
  firstName: personNameSchema.optional(),
  lastName: personNameSchema.optional(),
  mobile: mobileSchema.nullable().optional(),
  isActive: z.boolean().optional(),
});
export type AdminUpdateUser = z.infer<typeof adminUpdateUserFields>;

export const adminUpdateUserSchema = adminUpdateUserFields
  .extend(lowercaseNameFields)
  .superRefine(namesAgree)
  .transform((value): AdminUpdateUser => camelCaseNames(value))
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Nothing to update',
  });

/**
 * The fields of a new admin as the admin's form has them (camelCase names). Without a password
 * the new admin gets a mailed link to choose one (preferred: no password travels); with one,
 * they sign in with it.
 */
export const createAdminSchema = z.object({
  email: accountEmailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
  password: newPasswordSchema.optional(),
  /** What the new staff member may do; a Manager when not given. */
  staffRole: staffRoleSchema.optional(),
});
export type CreateAdmin = z.infer<typeof createAdminSchema>;

/**
 * POST /api/admin/create-admin: the fields of `createAdminSchema`, the name as
 * `firstName`/`lastName` or `firstname`/`lastname`.
 */
export const createAdminBodySchema = createAdminSchema
  .extend({
    firstName: personNameSchema.optional(),
    lastName: personNameSchema.optional(),
    ...lowercaseNameFields,
  })
  .superRefine(namesGiven, { when: isObject })
  .superRefine(namesAgree)
  .transform((value): CreateAdmin => {
    const { firstName, lastName, ...rest } = camelCaseNames(value);
    // Both are there: namesGiven refused the payload otherwise.
    return { ...rest, firstName: firstName!, lastName: lastName! };
  });

/** What creating an admin answers: the account, and whether a set-password link was mailed. */
export const createdAdminSchema = adminUserSchema.extend({ passwordLinkMailed: z.boolean() });
export type CreatedAdmin = z.infer<typeof createdAdminSchema>;

/** How long the link mailed to a new admin works (a password reset link works one hour). */
export const ADMIN_INVITATION_TTL_HOURS = 72;
