import { PROMOTION_MESSAGES, rupeesToPaise, type PromotionInput } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { instantOfIndiaTime } from './india-time.js';
import * as repo from './promotions-admin.repository.js';

// A promotion as the admin wrote it, checked against the store and turned into its rows: the
// products, categories, SKUs and customers it names must exist (422 naming those that do not),
// its times must exist in India's calendar (400).

export interface ResolvedPromotion {
  values: repo.PromotionValues;
  targets: repo.TargetValues[];
  userIds: number[];
}

interface Problem {
  path: string;
  message: string;
}

const listed = (values: readonly (string | number)[]) => values.join(', ');

/** The instant of an India time, or a 400 on its field for one that does not exist. */
function instantOf(text: string | null, path: 'startsAt' | 'endsAt'): Date | null {
  if (text === null) return null;
  const instant = instantOfIndiaTime(text);
  if (!instant) {
    throw new AppError(400, 'VALIDATION_FAILED', PROMOTION_MESSAGES.dateTime, [
      { path, message: PROMOTION_MESSAGES.dateTime },
    ]);
  }
  return instant;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

/** Reads every reference the input names at once, and lists those the store does not have. */
async function lookUp(db: DbOrTx, input: PromotionInput) {
  const productIds = unique([...input.includes.productIds, ...input.excludes.productIds]);
  const categoryIds = unique([...input.includes.categoryIds, ...input.excludes.categoryIds]);
  const giftSku = input.kind === 'FREE_GIFT' && input.giftSku ? input.giftSku.toUpperCase() : null;
  const skus = unique(
    [
      ...input.includes.variantSkus,
      ...input.excludes.variantSkus,
      ...(giftSku ? [giftSku] : []),
    ].map((sku) => sku.toUpperCase()),
  );
  const [products, categories, variants, customers] = await Promise.all([
    repo.knownProductIds(db, productIds),
    repo.knownCategoryIds(db, categoryIds),
    repo.variantIdsBySku(db, skus),
    repo.userIdsByEmail(db, unique(input.customerEmails)),
  ]);
  const problems: Problem[] = [];
  for (const side of ['includes', 'excludes'] as const) {
    const targets = input[side];
    const unknownProducts = targets.productIds.filter((id) => !products.has(id));
    if (unknownProducts.length > 0)
      problems.push({
        path: `${side}.productIds`,
        message: `No product has the id ${listed(unknownProducts)}.`,
      });
    const unknownCategories = targets.categoryIds.filter((id) => !categories.has(id));
    if (unknownCategories.length > 0)
      problems.push({
        path: `${side}.categoryIds`,
        message: `No category has the id ${listed(unknownCategories)}.`,
      });
    const unknownSkus = targets.variantSkus.filter((sku) => !variants.has(sku.toUpperCase()));
    if (unknownSkus.length > 0)
      problems.push({
        path: `${side}.variantSkus`,
        message: `No product has the SKU ${listed(unknownSkus)}.`,
      });
  }
  if (giftSku && !variants.has(giftSku))
    problems.push({ path: 'giftSku', message: `No product has the SKU ${giftSku}.` });
  const unknownEmails = input.customerEmails.filter((email) => !customers.has(email));
  if (unknownEmails.length > 0)
    problems.push({
      path: 'customerEmails',
      message: `No account has the email ${listed(unknownEmails)}.`,
    });
  if (problems.length > 0) {
    throw new AppError(
      422,
      'VALIDATION_FAILED',
      problems.map((problem) => problem.message).join(' '),
      problems,
    );
  }
  return { variants, customers, giftSku };
}

/** The input as the promotion's rows; only the kind's own fields are kept. */
export async function resolvePromotionInput(
  db: DbOrTx,
  input: PromotionInput,
): Promise<ResolvedPromotion> {
  const startsAt = instantOf(input.startsAt, 'startsAt');
  const endsAt = instantOf(input.endsAt, 'endsAt');
  const { variants, customers, giftSku } = await lookUp(db, input);
  const { kind } = input;
  const targets: repo.TargetValues[] = (['includes', 'excludes'] as const).flatMap((side) => {
    const excluded = side === 'excludes';
    const targetsOfSide = input[side];
    return [
      ...unique(targetsOfSide.productIds).map((productId) => ({ excluded, productId })),
      ...unique(targetsOfSide.categoryIds).map((categoryId) => ({ excluded, categoryId })),
      ...unique(targetsOfSide.variantSkus.map((sku) => variants.get(sku.toUpperCase())!)).map(
        (variantId) => ({ excluded, variantId }),
      ),
    ];
  });
  return {
    values: {
      code: input.code,
      title: input.title,
      kind,
      percent: kind === 'PERCENT_OFF' ? input.percent : null,
      amountOffPaise:
        kind === 'AMOUNT_OFF' && input.amountOff !== null ? rupeesToPaise(input.amountOff) : null,
      buyQuantity: kind === 'BUY_X_GET_Y' ? input.buyQuantity : null,
      getQuantity: kind === 'BUY_X_GET_Y' ? input.getQuantity : null,
      giftVariantId: giftSku ? variants.get(giftSku)! : null,
      minCartPaise: input.minCartValue === null ? null : rupeesToPaise(input.minCartValue),
      firstOrderOnly: input.firstOrderOnly,
      usageLimit: input.usageLimit,
      perCustomerLimit: input.perCustomerLimit,
      startsAt,
      endsAt,
      isActive: input.isActive,
    },
    targets,
    userIds: unique(input.customerEmails).map((email) => customers.get(email)!),
  };
}
