import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { auditLog, type AuditLogRow } from '../../db/schema/index.js';

/** Who made a change: an admin, or the store itself (null id). */
export interface AuditActor {
  id: number | null;
  email: string | null;
}

export const SYSTEM_ACTOR: AuditActor = { id: null, email: null };

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields whose values differ between two versions of a record, each with its value
 * before and after; a field missing on one side counts as null there.
 */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChanges {
  const changes: FieldChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    const was = before?.[field] ?? null;
    const is = after?.[field] ?? null;
    if (!sameValue(was, is)) changes[field] = { before: was, after: is };
  }
  return changes;
}

export interface AuditEntry {
  actor: AuditActor;
  entityType: string;
  entityId: number;
  action: string;
  changes: FieldChanges;
  reason?: string | null;
}

/**
 * Records one admin write. Call it inside the transaction that makes the change, so that the
 * record exists exactly when the change does.
 */
export async function recordChange(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    entityType: entry.entityType,
    entityId: entry.entityId,
    action: entry.action,
    changes: entry.changes,
    reason: entry.reason ?? null,
  });
}

/** Whether anyone has changed a record of this kind (a setup checklist's "done"). */
export async function anyChangeOf(db: DbOrTx, entityType: string): Promise<boolean> {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.entityType, entityType))
    .limit(1);
  return row !== undefined;
}

/** The changes of one record, newest first. */
export async function historyOf(
  db: Db,
  entityType: string,
  entityId: number,
): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

/** One page of a record's changes, newest first, and how many there are in all. */
export async function historyPage(
  db: DbOrTx,
  entityType: string,
  entityId: number,
  limit: number,
  offset: number,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  const where = and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId));
  const [countRow] = await db.select({ total: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: countRow?.total ?? 0 };
}

/**
 * One change of a record and every later one, newest first (ids grow in the order writes to a
 * record commit while its writers lock it), or null when the entry is not the record's.
 */
export async function changesSince(
  db: DbOrTx,
  entityType: string,
  entityId: number,
  entryId: number,
): Promise<AuditLogRow[] | null> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, entityType),
        eq(auditLog.entityId, entityId),
        gte(auditLog.id, entryId),
      ),
    )
    .orderBy(desc(auditLog.id));
  return rows.at(-1)?.id === entryId ? rows : null;
}

/** What a redacted value reads as in the history. */
export const REDACTED_VALUE = '[erased]';

/**
 * Blanks the values of the given fields in every entry of one record's history, the entries
 * themselves (who, when, what changed) staying: an account's personal data is erased from
 * the log when the account is (decision 0015).
 */
export async function redactHistory(
  db: DbOrTx,
  entityType: string,
  entityId: number,
  fields: readonly string[],
): Promise<void> {
  const entries = await db
    .select({ id: auditLog.id, changes: auditLog.changes })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)));
  for (const entry of entries) {
    const personal = fields.filter((field) => field in entry.changes);
    if (personal.length === 0) continue;
    const changes = { ...entry.changes };
    for (const field of personal) {
      const { before, after } = changes[field]!;
      changes[field] = {
        before: before === null ? null : REDACTED_VALUE,
        after: after === null ? null : REDACTED_VALUE,
      };
    }
    await db.update(auditLog).set({ changes }).where(eq(auditLog.id, entry.id));
  }
}
