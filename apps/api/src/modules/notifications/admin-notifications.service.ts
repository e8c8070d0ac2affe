import type { DbOrTx } from '../../db/client.js';
import { adminNotifications, type NewAdminNotificationRow } from '../../db/schema/index.js';

export type AdminNotice = Omit<NewAdminNotificationRow, 'id' | 'isRead' | 'createdAt'>;

/**
 * Writes a notification every admin sees (ARCHITECTURE section 6). Called inside the
 * transaction of what it reports, so that a rolled-back order leaves no notice behind.
 */
export async function notifyAdmins(db: DbOrTx, notice: AdminNotice): Promise<void> {
  await db.insert(adminNotifications).values(notice);
}
