import { z } from 'zod';

/*
 * Where an account is signed in (GET /api/account/sessions): one entry per sign-in still open,
 * the caller's own marked `current`. Ending one refuses its token at once.
 */

export const SESSION_DEVICES = ['desktop', 'phone', 'tablet', 'other'] as const;
export type SessionDevice = (typeof SESSION_DEVICES)[number];

export const accountSessionSchema = z.object({
  id: z.uuid(),
  /** The session of the token that asked. */
  current: z.boolean(),
  browser: z.string(),
  os: z.string(),
  device: z.enum(SESSION_DEVICES),
  ipAddress: z.string(),
  /** Where the store's proxy placed the address; null when nothing says. */
  place: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type AccountSessions = z.infer<typeof accountSessionsSchema>;

export const sessionIdParamsSchema = z.object({
  id: z.uuid({ message: 'Enter a valid session id' }),
});

export const endedSessionsSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** How the list names a device kind. */
export const SESSION_DEVICE_LABELS: Record<SessionDevice, string> = {
  desktop: 'Computer',
  phone: 'Phone',
  tablet: 'Tablet',
  other: 'Device',
};

export const SESSION_NOT_FOUND_MESSAGE = 'That session has already ended or is not yours.';
