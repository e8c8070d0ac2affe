import { desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages, type ContactMessageRow } from '../../db/schema/index.js';

export async function insertMessage(
  db: DbOrTx,
  values: typeof contactMessages.$inferInsert,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

export async function pageOfMessages(
  db: DbOrTx,
  limit: number,
  offset: number,
): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const [countRow] = await db.select({ total: sql<number>`count(*)::int` }).from(contactMessages);
  const total = countRow?.total ?? 0;
  if (offset >= total) return { rows: [], total };
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  return { rows, total };
}
