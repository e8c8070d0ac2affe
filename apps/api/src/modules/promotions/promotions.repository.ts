import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  products,
  productVariants,
  promotionCustomers,
  promotionRedemptions,
  promotions,
  promotionTargets,
  type PromotionRow,
} from '../../db/schema/index.js';

/** A target row as JSON (one of the three ids set). */
export interface TargetJson {
  excluded: boolean;
  productId: number | null;
  categoryId: number | null;
  variantId: number | null;
}

/**
 * The outer row's id in a subquery, named with its table: drizzle leaves columns unqualified in
 * a select from one table, where "id" would be the subquery's own.
 */
export const outerPromotionId = sql.raw('"promotions"."id"');

/** The promotion's targets as one JSON array, so a list of promotions is one query. */
export const targetsOf = sql<TargetJson[]>`coalesce((
  select json_agg(json_build_object('excluded', t.excluded, 'productId', t.product_id,
    'categoryId', t.category_id, 'variantId', t.variant_id) order by t.id)
  from ${promotionTargets} t where t.promotion_id = ${outerPromotionId}), '[]'::json)`;

/** Redemptions of the promotion that count (not released), optionally only one user's. */
function countedRedemptions(userId?: number): SQL<number> {
  return sql<number>`(select count(*) from ${promotionRedemptions} r
    where r.promotion_id = ${outerPromotionId} and r.released_at is null
      ${userId === undefined ? sql`` : sql`and r.user_id = ${userId}`})`.mapWith(Number);
}

export interface CandidateRow {
  promotion: PromotionRow;
  targets: TargetJson[];
  forListedCustomers: boolean;
  shopperListed: boolean;
  uses: number;
  usesByShopper: number;
  /** The gift's product and SKU, for a free gift whose variant still exists. */
  giftProductId: number | null;
  giftSku: string | null;
}

/**
 * What a cart is evaluated against, in one query: the switched-on automatic offers not ended
 * at `now`, and the switched-on promotion of `code` whatever its dates (its refusal says why).
 * Uses are counted only for a promotion with a limit, the shopper's only for one with a
 * per-customer limit.
 */
export async function candidatePromotions(
  db: DbOrTx,
  code: string | null,
  userId: number | null,
  now: Date,
): Promise<CandidateRow[]> {
  const automatic = and(
    isNull(promotions.code),
    or(isNull(promotions.endsAt), sql`${promotions.endsAt} > ${now.toISOString()}::timestamptz`),
  );
  const shopperId = userId ?? 0;
  return db
    .select({
      promotion: promotions,
      targets: targetsOf,
      forListedCustomers: sql<boolean>`exists (select 1 from ${promotionCustomers} c
        where c.promotion_id = ${outerPromotionId})`,
      shopperListed: sql<boolean>`exists (select 1 from ${promotionCustomers} c
        where c.promotion_id = ${outerPromotionId} and c.user_id = ${shopperId})`,
      uses: sql<number>`case when ${promotions.usageLimit} is null then 0
        else ${countedRedemptions()} end`.mapWith(Number),
      usesByShopper: sql<number>`case when ${promotions.perCustomerLimit} is null then 0
        else ${countedRedemptions(shopperId)} end`.mapWith(Number),
      giftProductId: productVariants.productId,
      giftSku: productVariants.sku,
    })
    .from(promotions)
    .leftJoin(productVariants, eq(productVariants.id, promotions.giftVariantId))
    .where(
      and(
        eq(promotions.isActive, true),
        code === null ? automatic : or(automatic, eq(promotions.code, code)),
      ),
    )
    .orderBy(asc(promotions.id));
}

/** A promotion's limits as its locked row holds them. */
export interface LockedLimits {
  id: number;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  firstOrderOnly: boolean;
}

/**
 * Locks the promotions' rows in id order (one order for every transaction, so two orders never
 * wait on each other's promotions) and answers their limits.
 */
export async function lockPromotions(tx: DbOrTx, ids: number[]): Promise<LockedLimits[]> {
  return tx
    .select({
      id: promotions.id,
      usageLimit: promotions.usageLimit,
      perCustomerLimit: promotions.perCustomerLimit,
      firstOrderOnly: promotions.firstOrderOnly,
    })
    .from(promotions)
    .where(inArray(promotions.id, ids))
    .orderBy(asc(promotions.id))
    .for('update');
}

/** The counted redemptions of each promotion, in all and by one user. */
export async function countRedemptions(
  tx: DbOrTx,
  ids: number[],
  userId: number,
): Promise<Map<number, { uses: number; usesByUser: number }>> {
  const rows = await tx
    .select({
      promotionId: promotionRedemptions.promotionId,
      uses: sql<number>`count(*)`.mapWith(Number),
      usesByUser:
        sql<number>`count(*) filter (where ${promotionRedemptions.userId} = ${userId})`.mapWith(
          Number,
        ),
    })
    .from(promotionRedemptions)
    .where(
      and(inArray(promotionRedemptions.promotionId, ids), isNull(promotionRedemptions.releasedAt)),
    )
    .groupBy(promotionRedemptions.promotionId);
  return new Map(rows.map(({ promotionId, ...counts }) => [promotionId, counts]));
}

export async function insertRedemptions(
  tx: DbOrTx,
  values: (typeof promotionRedemptions.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await tx.insert(promotionRedemptions).values(values);
}

/** Marks an order's redemptions released: they stay as the ledger and no longer count. */
export async function releaseRedemptionsOf(tx: DbOrTx, orderId: number): Promise<void> {
  await tx
    .update(promotionRedemptions)
    .set({ releasedAt: sql`now()` })
    .where(and(eq(promotionRedemptions.orderId, orderId), isNull(promotionRedemptions.releasedAt)));
}

export interface PublicPromotionRow {
  promotion: PromotionRow;
  targets: TargetJson[];
  uses: number;
}

/**
 * Switched-on promotions in their window at `now` that name no customers: what any shopper may
 * be given (a product page lists those of its product).
 */
export async function publicPromotions(db: DbOrTx, now: Date): Promise<PublicPromotionRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db
    .select({
      promotion: promotions,
      targets: targetsOf,
      uses: sql<number>`case when ${promotions.usageLimit} is null then 0
        else ${countedRedemptions()} end`.mapWith(Number),
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        or(isNull(promotions.startsAt), sql`${promotions.startsAt} <= ${at}`),
        or(isNull(promotions.endsAt), sql`${promotions.endsAt} > ${at}`),
        sql`not exists (select 1 from ${promotionCustomers} c
          where c.promotion_id = ${outerPromotionId})`,
      ),
    )
    .orderBy(sql`${promotions.code} is not null`, asc(promotions.id));
}

/** A live product's category and live variants, or undefined for none (or a deleted one). */
export async function liveProductTargets(
  db: DbOrTx,
  productId: number,
): Promise<{ categoryId: number; variantIds: number[] } | undefined> {
  const [row] = await db
    .select({
      categoryId: products.categoryId,
      variantIds: sql<number[]>`coalesce((select json_agg(v.id order by v.id)
        from ${productVariants} v where v.product_id = ${sql.raw('"products"."id"')}
          and v.deleted_at is null), '[]'::json)`,
    })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  return row;
}
