import type { ActivityLogFilter } from '@attar/contracts';
import { and, asc, count, desc, eq, ilike, lte, max, type SQL } from 'drizzle-orm';
import { withinIndiaDays } from '../../lib/india-days.js';
import type { DbOrTx } from '../../db/client.js';
import { auditLog, type AuditLogRow } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';

/** The log's filters, plus the newest entry an export reads (later ones would shift its pages). */
export type ActivityLogWhere = ActivityLogFilter & { upToId?: number };

function whereOf(filter: ActivityLogWhere): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.actor) {
    // Digits name the admin's id; anything else is a part of the email they had when they acted.
    conditions.push(
      /^\d{1,9}$/.test(filter.actor)
        ? eq(auditLog.actorId, Number(filter.actor))
        : ilike(auditLog.actorEmail, containsPattern(filter.actor)),
    );
  }
  if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId !== undefined) conditions.push(eq(auditLog.entityId, filter.entityId));
  conditions.push(...withinIndiaDays(auditLog.createdAt, filter.fromDate, filter.toDate));
  if (filter.upToId !== undefined) conditions.push(lte(auditLog.id, filter.upToId));
  return and(...conditions);
}

/** A page of log entries, newest first, and how many match. */
export async function pageOfEntries(
  db: DbOrTx,
  filter: ActivityLogWhere,
  limit: number,
  offset: number,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const where = whereOf(filter);
  const [totalRow] = await db.select({ total: count() }).from(auditLog).where(where);
  const total = totalRow?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await entries(db, filter, limit, offset);
  return { rows, total };
}

/** Log entries, newest first, without counting them (an export's pages). */
export async function entries(
  db: DbOrTx,
  filter: ActivityLogWhere,
  limit: number,
  offset: number,
): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(whereOf(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

/** The id of the newest entry, or 0 for an empty log. */
export async function newestId(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ id: max(auditLog.id) }).from(auditLog);
  return row?.id ?? 0;
}

/** Every entity type the log holds, in alphabetical order. */
export async function entityTypes(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entityType: auditLog.entityType })
    .from(auditLog)
    .orderBy(asc(auditLog.entityType));
  return rows.map((row) => row.entityType);
}
