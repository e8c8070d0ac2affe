import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  categories,
  orders,
  products,
  productVariants,
  promotionCustomers,
  promotionRedemptions,
  promotions,
  promotionTargets,
  users,
  type PromotionRow,
} from '../../db/schema/index.js';
import { outerPromotionId } from './promotions.repository.js';

/** A target as the admin reads it: a variant's by its SKU (null if removed for good). */
export interface AdminTargetJson {
  excluded: boolean;
  productId: number | null;
  categoryId: number | null;
  variantSku: string | null;
}

export interface AdminPromotionRow {
  promotion: PromotionRow;
  targets: AdminTargetJson[];
  customerEmails: string[];
  giftSku: string | null;
  /** From the redemptions not released: how many, their orders' totals and their discounts. */
  uses: number;
  revenuePaise: number;
  discountPaise: number;
}

/** A promotion's redemptions that count (not released), in a subquery as `r`. */
const counted = sql`r.promotion_id = ${outerPromotionId} and r.released_at is null`;

const adminColumns = {
  promotion: promotions,
  targets: sql<AdminTargetJson[]>`coalesce((
    select json_agg(json_build_object('excluded', t.excluded, 'productId', t.product_id,
      'categoryId', t.category_id, 'variantSku', v.sku) order by t.id)
    from ${promotionTargets} t left join ${productVariants} v on v.id = t.variant_id
    where t.promotion_id = ${outerPromotionId}), '[]'::json)`,
  customerEmails: sql<string[]>`coalesce((
    select json_agg(lower(u.email) order by lower(u.email))
    from ${promotionCustomers} c join ${users} u on u.id = c.user_id
    where c.promotion_id = ${outerPromotionId}), '[]'::json)`,
  giftSku: productVariants.sku,
  uses: sql<number>`(select count(*) from ${promotionRedemptions} r where ${counted})`.mapWith(
    Number,
  ),
  revenuePaise: sql<number>`(select coalesce(sum(o.total_paise), 0)
    from ${promotionRedemptions} r join ${orders} o on o.id = r.order_id
    where ${counted})`.mapWith(Number),
  discountPaise: sql<number>`(select coalesce(sum(r.discount_paise), 0)
    from ${promotionRedemptions} r where ${counted})`.mapWith(Number),
};

/** Every promotion, or the one of `id`, newest first, with what the admin reads of it. */
export async function adminPromotions(db: DbOrTx, id?: number): Promise<AdminPromotionRow[]> {
  return db
    .select(adminColumns)
    .from(promotions)
    .leftJoin(productVariants, eq(productVariants.id, promotions.giftVariantId))
    .where(id === undefined ? undefined : eq(promotions.id, id))
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
}

export async function lockPromotion(tx: DbOrTx, id: number): Promise<PromotionRow | undefined> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row;
}

/** Whether another promotion has the code. */
export async function codeTaken(db: DbOrTx, code: string, exceptId: number | null) {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(eq(promotions.code, code), exceptId === null ? undefined : ne(promotions.id, exceptId)),
    )
    .limit(1);
  return row !== undefined;
}

export type PromotionValues = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt'>;

export async function insertPromotion(tx: DbOrTx, values: PromotionValues): Promise<number> {
  const [row] = await tx.insert(promotions).values(values).returning({ id: promotions.id });
  return row!.id;
}

export async function updatePromotion(tx: DbOrTx, id: number, values: PromotionValues) {
  await tx
    .update(promotions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(promotions.id, id));
}

export async function deletePromotion(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(promotions).where(eq(promotions.id, id));
}

export type TargetValues = Omit<typeof promotionTargets.$inferInsert, 'id' | 'promotionId'>;

/** Sets a promotion's targets and customers to these, replacing what it had. */
export async function replaceTargetsAndCustomers(
  tx: DbOrTx,
  id: number,
  targets: TargetValues[],
  userIds: number[],
): Promise<void> {
  await tx.delete(promotionTargets).where(eq(promotionTargets.promotionId, id));
  await tx.delete(promotionCustomers).where(eq(promotionCustomers.promotionId, id));
  if (targets.length > 0) {
    await tx
      .insert(promotionTargets)
      .values(targets.map((target) => ({ ...target, promotionId: id })));
  }
  if (userIds.length > 0) {
    await tx
      .insert(promotionCustomers)
      .values(userIds.map((userId) => ({ promotionId: id, userId })));
  }
}

/** Whether any order was given the promotion, released redemptions included (the ledger). */
export async function hasRedemptions(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: promotionRedemptions.id })
    .from(promotionRedemptions)
    .where(eq(promotionRedemptions.promotionId, id))
    .limit(1);
  return row !== undefined;
}

// The references a promotion names, looked up to refuse unknown ones (422 naming them).

export async function knownProductIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function knownCategoryIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Variant ids by SKU (removed variants too: a SKU is never reused). */
export async function variantIdsBySku(db: DbOrTx, skus: string[]): Promise<Map<string, number>> {
  if (skus.length === 0) return new Map();
  const rows = await db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .where(inArray(productVariants.sku, skus));
  return new Map(rows.map((row) => [row.sku, row.id]));
}

/** Account ids by email, compared without case. */
export async function userIdsByEmail(db: DbOrTx, emails: string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}
