import {
  notificationTypesOf,
  toPage,
  type AdminNotification,
  type MarkAllReadResult,
  type NotificationSearchQuery,
  type Page,
  type StaffRole,
} from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { AdminNotificationRow, NewAdminNotificationRow } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import { recordChange, type AuditActor } from '../audit/audit.service.js';
import * as repo from './admin-notifications.repository.js';

export type AdminNotice = Omit<NewAdminNotificationRow, 'id' | 'isRead' | 'createdAt'>;

/** The audit log's name for a notification (its deletions are recorded; read marks are not). */
export const NOTIFICATION_ENTITY = 'admin_notification';

/**
 * Writes a notification every admin sees (docs/product.md, "Admin notifications"). Called inside
 * the transaction of what it reports, so that a rolled-back order leaves no notice behind.
 */
export async function notifyAdmins(db: DbOrTx, notice: AdminNotice): Promise<void> {
  await repo.insertNotice(db, notice);
}

/**
 * Marks read the notices about something an admin has since dealt with (a failed job retried
 * or dismissed, a new order moved on from PENDING or cancelled, a return request approved or
 * rejected), in the transaction that dealt with it.
 */
export async function noticesHandled(
  db: DbOrTx,
  type: AdminNotice['type'],
  refId: number,
): Promise<void> {
  await repo.markReadAbout(db, type, refId);
}

function toNotificationDto(row: AdminNotificationRow): AdminNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    link: row.link,
    refId: row.refId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/notifications/search: newest first, by keyword, day range and read state; only the
 * kinds the staff member's role sees (the sections it may open).
 */
export async function searchNotifications(
  db: Db,
  staffRole: StaffRole,
  query: NotificationSearchQuery,
): Promise<Page<AdminNotification>> {
  const { rows, total } = await repo.pageOfNotifications(
    db,
    {
      types: notificationTypesOf(staffRole),
      keyword: query.keyword,
      fromDate: query.fromDate,
      toDate: query.toDate,
      unreadOnly: query.unreadOnly,
    },
    query.size,
    pageOffset(query),
  );
  return toPage(rows.map(toNotificationDto), total, query);
}

/** How many notifications the role sees no admin has marked read yet (the bell's badge). */
export async function unreadCount(db: DbOrTx, staffRole: StaffRole): Promise<number> {
  return repo.countUnread(db, notificationTypesOf(staffRole));
}

/** Marks one notification read (again, if it was); 404 for an unknown id or one the role does not see. */
export async function markAsRead(
  db: Db,
  staffRole: StaffRole,
  id: number,
): Promise<AdminNotification> {
  const row = await repo.markRead(db, id, notificationTypesOf(staffRole));
  if (!row) throw notFound('Notification');
  return toNotificationDto(row);
}

/**
 * Marks every unread notification the role sees read, or those up to `upToId`: what the admin
 * has seen.
 */
export async function markAllRead(
  db: Db,
  staffRole: StaffRole,
  upToId?: number,
): Promise<MarkAllReadResult> {
  const types = notificationTypesOf(staffRole);
  return db.transaction(async (tx) => {
    const marked = await repo.markAllRead(tx, types, upToId);
    return { marked, unreadCount: await repo.countUnread(tx, types) };
  });
}

/** Deletes one notification and records who did; 404 for an unknown id or one the role does not see. */
export async function deleteNotification(
  db: Db,
  admin: AuditActor & { staffRole: StaffRole },
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.deleteNotification(tx, id, notificationTypesOf(admin.staffRole));
    if (!row) throw notFound('Notification');
    await recordChange(tx, {
      actor: admin,
      entityType: NOTIFICATION_ENTITY,
      entityId: row.id,
      action: 'DELETE',
      changes: {
        type: { before: row.type, after: null },
        title: { before: row.title, after: null },
        isRead: { before: row.isRead, after: null },
      },
    });
  });
}

/**
 * Replaces an erased account's email in the notifications that name it (decision 0015), in
 * the erasure's transaction; the notifications themselves stay.
 */
export async function redactEmailInNotifications(
  db: DbOrTx,
  email: string,
  replacement: string,
): Promise<void> {
  await repo.replaceEmailInNotifications(db, email, replacement);
}

/**
 * Replaces a name in the notifications of one type about these records (the reviews of an
 * erased account, decision 0015).
 */
export async function redactNotificationsAbout(
  db: DbOrTx,
  about: { type: AdminNotificationRow['type']; refIds: number[] },
  text: string,
  replacement: string,
): Promise<void> {
  await repo.replaceTextInNotificationsAbout(db, about, text, replacement);
}
