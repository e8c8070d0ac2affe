import { splitInProportion } from '@attar/contracts';

// What each kind of promotion takes off a cart's lines (docs/product.md, "Promotions"). Pure:
// every figure in paise, one discount per line, so that the lines' discounts add up to the
// promotion's and each line's GST, invoice value and refund see its share.

/** A cart line as promotions read it. */
export interface PromotionCartLine {
  productId: number;
  variantId: number;
  /** The product's categories (a product has one today). */
  categoryIds: number[];
  unitPricePaise: number;
  quantity: number;
}

/** Products, categories and variants a promotion is limited to or leaves out, by id. */
export interface TargetIds {
  productIds: number[];
  categoryIds: number[];
  variantIds: number[];
}

export const NO_TARGET_IDS: TargetIds = { productIds: [], categoryIds: [], variantIds: [] };

function hasAny(targets: TargetIds): boolean {
  return (
    targets.productIds.length > 0 || targets.categoryIds.length > 0 || targets.variantIds.length > 0
  );
}

function matches(targets: TargetIds, line: PromotionCartLine): boolean {
  return (
    targets.productIds.includes(line.productId) ||
    targets.variantIds.includes(line.variantId) ||
    line.categoryIds.some((id) => targets.categoryIds.includes(id))
  );
}

/**
 * Whether a line is one the promotion gives on: any included product, category or variant
 * matches it (nothing included: every line does), and no excluded one does.
 */
export function isEligible(
  line: PromotionCartLine,
  includes: TargetIds,
  excludes: TargetIds,
): boolean {
  return (!hasAny(includes) || matches(includes, line)) && !matches(excludes, line);
}

/** A percentage of each eligible line's price (after earlier discounts), rounded per line. */
export function percentOff(netPaise: number[], eligible: boolean[], percent: number): number[] {
  return netPaise.map((net, index) => (eligible[index] ? Math.round((net * percent) / 100) : 0));
}

/**
 * An amount spread over the eligible lines in proportion to what each costs, never more than
 * they cost together.
 */
export function amountOff(netPaise: number[], eligible: boolean[], amountPaise: number): number[] {
  const weights = netPaise.map((net, index) => (eligible[index] ? net : 0));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return splitInProportion(Math.min(amountPaise, total), weights);
}

/**
 * Buy X get Y: the eligible units ranked from the dearest down (a line's price after earlier
 * discounts shared over its units in whole paise; equal prices by product id, then line), and
 * in each full group of X + Y units the Y cheapest are free. With X = 2 and Y = 1, the cheapest
 * unit of each group of three made from the dearest units first (B2G1).
 */
export function buyXGetY(
  lines: PromotionCartLine[],
  netPaise: number[],
  eligible: boolean[],
  buy: number,
  get: number,
): number[] {
  const units = lines.flatMap((line, index) => {
    if (!eligible[index]) return [];
    const unitNets = splitInProportion(
      netPaise[index]!,
      Array.from({ length: line.quantity }, () => 1),
    );
    return unitNets.map((net) => ({ index, productId: line.productId, net }));
  });
  units.sort((a, b) => b.net - a.net || a.productId - b.productId || a.index - b.index);
  const group = buy + get;
  const discounts = lines.map(() => 0);
  const inFullGroups = units.length - (units.length % group);
  units.slice(0, inFullGroups).forEach((unit, position) => {
    if (position % group >= buy) discounts[unit.index]! += unit.net;
  });
  return discounts;
}

/** How many eligible units a cart holds. */
export function eligibleUnits(lines: PromotionCartLine[], eligible: boolean[]): number {
  return lines.reduce((sum, line, index) => sum + (eligible[index] ? line.quantity : 0), 0);
}
