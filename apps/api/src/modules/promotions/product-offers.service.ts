import type { ProductOffer } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { indiaTimeOf } from './india-time.js';
import { isEligible } from './promotion-discounts.js';
import { statusOf } from './promotion-rules.js';
import * as repo from './promotions.repository.js';
import { targetIdsOf } from './promotions.service.js';

/**
 * GET /api/products/{id}/offers: the promotions any shopper may get on this product now (active,
 * not used up, no customer list), automatic offers first. One applies when some live variant of
 * the product is a line it gives on. 404 for a product that is not for sale.
 */
export async function productOffers(db: DbOrTx, productId: number): Promise<ProductOffer[]> {
  const now = new Date();
  const [product, rows] = await Promise.all([
    repo.liveProductTargets(db, productId),
    repo.publicPromotions(db, now),
  ]);
  if (!product) throw notFound('Product');
  return rows
    .filter(({ promotion, uses }) => statusOf({ ...promotion, uses }, now) === 'ACTIVE')
    .filter(({ targets }) => {
      const { includes, excludes } = targetIdsOf(targets);
      return product.variantIds.some((variantId) =>
        isEligible(
          {
            productId,
            variantId,
            categoryIds: [product.categoryId],
            unitPricePaise: 0,
            quantity: 1,
          },
          includes,
          excludes,
        ),
      );
    })
    .map(({ promotion }) => ({
      code: promotion.code,
      title: promotion.title,
      endsAt: promotion.endsAt ? indiaTimeOf(promotion.endsAt) : null,
    }));
}
