import { z } from 'zod';
import { orderedDateRange } from './notifications.js';
import { pageQuerySchema } from './pagination.js';
import { calendarDateSchema, idText, optionalQueryText, text } from './primitives.js';

// The activity log (docs/architecture.md, "Audit"): every recorded write with who, when, what
// and the values before and after, read from the audit log by GET /api/admin/activity-log.

/** An entity type as the audit log names it: `product`, `menu_item`, `RETURN_REQUEST`, ... */
const entityTypeFilter = text()
  .trim()
  .max(50, 'At most 50 characters.')
  .regex(/^[A-Za-z0-9_.-]*$/, 'Use an entity type such as product or RETURN_REQUEST.')
  .optional()
  .transform((value) => (value ? value : undefined));

/**
 * The filters of the log and of its CSV export. `actor` is an admin's user id (digits) or a
 * part of the email they had when they acted; `entityType` is matched without regard to case;
 * `entityId` narrows to one record; days are India's, both included.
 */
export const activityLogFilterSchema = z
  .object({
    actor: optionalQueryText(100),
    entityType: entityTypeFilter,
    entityId: idText().optional(),
    fromDate: calendarDateSchema.optional(),
    toDate: calendarDateSchema.optional(),
  })
  .superRefine(orderedDateRange);
export type ActivityLogFilter = z.output<typeof activityLogFilterSchema>;

export const activityLogQuerySchema = pageQuerySchema
  .extend(activityLogFilterSchema.shape)
  .superRefine(orderedDateRange);
export type ActivityLogQuery = z.output<typeof activityLogQuerySchema>;
export type ActivityLogParams = z.input<typeof activityLogQuerySchema>;

export const fieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });

export const activityLogEntrySchema = z.object({
  id: z.number().int(),
  /** When the change was made (ISO-8601). */
  at: z.string(),
  /** Who made it; `id` and `email` are null for the store itself (an order taking stock). */
  actor: z.object({ id: z.number().int().nullable(), email: z.string().nullable() }),
  entityType: z.string(),
  entityId: z.number().int(),
  /** CREATE, UPDATE, DELETE, RESTORE, STOCK, ... */
  action: z.string(),
  /** Each changed field with its value before and after. */
  changes: z.record(z.string(), fieldChangeSchema),
  reason: z.string().nullable(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

/** The columns of the activity log's CSV export, in order. */
export const ACTIVITY_LOG_CSV_COLUMNS = [
  'id',
  'at',
  'actorId',
  'actorEmail',
  'entityType',
  'entityId',
  'action',
  'changes',
  'reason',
] as const;
