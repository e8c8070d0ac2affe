import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { promotionRedemptions, promotions, type PromotionRow } from '../../db/schema/index.js';

export async function findActivePromotion(
  db: DbOrTx,
  code: string,
): Promise<PromotionRow | undefined> {
  const [row] = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.code, code), eq(promotions.isActive, true)));
  return row;
}

export async function hasRedeemed(db: DbOrTx, code: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promotionRedemptions.id })
    .from(promotionRedemptions)
    .where(
      and(eq(promotionRedemptions.promotionCode, code), eq(promotionRedemptions.userId, userId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRedemption(
  db: DbOrTx,
  values: typeof promotionRedemptions.$inferInsert,
): Promise<void> {
  await db.insert(promotionRedemptions).values(values);
}

export async function deleteRedemptionsOf(db: DbOrTx, orderId: number): Promise<void> {
  await db.delete(promotionRedemptions).where(eq(promotionRedemptions.orderId, orderId));
}
