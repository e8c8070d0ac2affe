import { and, count, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { withinIndiaDays } from '../../lib/india-days.js';
import type { DbOrTx } from '../../db/client.js';
import {
  adminNotifications,
  type AdminNotificationRow,
  type NewAdminNotificationRow,
} from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { preparedQuery } from '../../lib/prepared-queries.js';

/**
 * Writes one notice: a prepared statement, as every order writes one (the same text whichever
 * optional fields the notice has).
 */
export async function insertNotice(
  db: DbOrTx,
  notice: Omit<NewAdminNotificationRow, 'id' | 'isRead' | 'createdAt'>,
): Promise<void> {
  const query = preparedQuery(db, 'admin-notice', (name) =>
    db
      .insert(adminNotifications)
      .values({
        type: sql.placeholder('type'),
        title: sql.placeholder('title'),
        message: sql.placeholder('message'),
        link: sql.placeholder('link'),
        refId: sql.placeholder('refId'),
      })
      .prepare(name),
  );
  await query.execute({
    type: notice.type,
    title: notice.title,
    message: notice.message,
    link: notice.link ?? null,
    refId: notice.refId ?? null,
  });
}

type NotificationType = AdminNotificationRow['type'];

export interface NotificationFilter {
  /** The kinds the asking staff member's role sees. */
  types: NotificationType[];
  /** Looked for in the title and the message. */
  keyword?: string;
  /** Days in India time, both included. */
  fromDate?: string;
  toDate?: string;
  unreadOnly?: boolean;
}

function whereOf(filter: NotificationFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.keyword) {
    const pattern = containsPattern(filter.keyword);
    conditions.push(
      or(ilike(adminNotifications.title, pattern), ilike(adminNotifications.message, pattern)),
    );
  }
  conditions.push(...withinIndiaDays(adminNotifications.createdAt, filter.fromDate, filter.toDate));
  if (filter.unreadOnly) conditions.push(eq(adminNotifications.isRead, false));
  conditions.push(inArray(adminNotifications.type, filter.types));
  return and(...conditions);
}

/** A page of notifications, newest first, and how many match. */
export async function pageOfNotifications(
  db: DbOrTx,
  filter: NotificationFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AdminNotificationRow[]; total: number }> {
  const where = whereOf(filter);
  const [totalRow] = await db.select({ total: count() }).from(adminNotifications).where(where);
  const total = totalRow?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select()
    .from(adminNotifications)
    .where(where)
    .orderBy(desc(adminNotifications.createdAt), desc(adminNotifications.id))
    .limit(limit)
    .offset(offset);
  return { rows, total };
}

export async function countUnread(db: DbOrTx, types: NotificationType[]): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(adminNotifications)
    .where(and(eq(adminNotifications.isRead, false), inArray(adminNotifications.type, types)));
  return row?.total ?? 0;
}

/**
 * Marks one notification of the given kinds read; answers it, or undefined when there is no
 * such notification.
 */
export async function markRead(
  db: DbOrTx,
  id: number,
  types: NotificationType[],
): Promise<AdminNotificationRow | undefined> {
  const [row] = await db
    .update(adminNotifications)
    .set({ isRead: true })
    .where(and(eq(adminNotifications.id, id), inArray(adminNotifications.type, types)))
    .returning();
  return row;
}

/** Marks read the notifications of one type about one subject (its refId). */
export async function markReadAbout(
  db: DbOrTx,
  type: AdminNotificationRow['type'],
  refId: number,
): Promise<void> {
  await db
    .update(adminNotifications)
    .set({ isRead: true })
    .where(and(eq(adminNotifications.type, type), eq(adminNotifications.refId, refId)));
}

/**
 * Marks every unread notification of the given kinds read (those up to `upToId` when given);
 * answers how many.
 */
export async function markAllRead(
  db: DbOrTx,
  types: NotificationType[],
  upToId?: number,
): Promise<number> {
  const marked = await db
    .update(adminNotifications)
    .set({ isRead: true })
    .where(
      and(
        eq(adminNotifications.isRead, false),
        inArray(adminNotifications.type, types),
        upToId === undefined ? undefined : lte(adminNotifications.id, upToId),
      ),
    )
    .returning({ id: adminNotifications.id });
  return marked.length;
}

/** Deletes one notification of the given kinds; answers the deleted row, or undefined. */
export async function deleteNotification(
  db: DbOrTx,
  id: number,
  types: NotificationType[],
): Promise<AdminNotificationRow | undefined> {
  const [row] = await db
    .delete(adminNotifications)
    .where(and(eq(adminNotifications.id, id), inArray(adminNotifications.type, types)))
    .returning();
  return row;
}

/**
 * Replaces an email address in every title and message naming it, as a whole address only
 * (`a@b.in` is not touched inside `xa@b.in` or `a@b.info`), in any case.
 */
export async function replaceEmailInNotifications(
  db: DbOrTx,
  email: string,
  replacement: string,
): Promise<void> {
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = `(?<![A-Za-z0-9._%+-])${escaped}(?![A-Za-z0-9-]|\\.[A-Za-z0-9])`;
  const pattern = containsPattern(email);
  await db
    .update(adminNotifications)
    .set({
      title: sql`regexp_replace(${adminNotifications.title}, ${whole}, ${replacement}, 'gi')`,
      message: sql`regexp_replace(${adminNotifications.message}, ${whole}, ${replacement}, 'gi')`,
    })
    .where(
      or(ilike(adminNotifications.title, pattern), ilike(adminNotifications.message, pattern)),
    );
}

/** Replaces a piece of text (as written) in the notifications of one type about these records. */
export async function replaceTextInNotificationsAbout(
  db: DbOrTx,
  about: { type: AdminNotificationRow['type']; refIds: number[] },
  text: string,
  replacement: string,
): Promise<void> {
  if (about.refIds.length === 0 || text === '') return;
  await db
    .update(adminNotifications)
    .set({
      title: sql`replace(${adminNotifications.title}, ${text}, ${replacement})`,
      message: sql`replace(${adminNotifications.message}, ${text}, ${replacement})`,
    })
    .where(
      and(eq(adminNotifications.type, about.type), inArray(adminNotifications.refId, about.refIds)),
    );
}
