import {
  basisPointsToRatePercent,
  codOverLimitMessage,
  gstIncludedPaise,
  hsnCodeFor,
  mediaUrl,
  principalSupplyRateBasisPoints,
  ORDER_MESSAGES,
  isOnlinePayment,
  paiseToRupees,
  prepaidDiscountPaise,
  splitInProportion,
  type PaymentMethod,
  type Quote,
  CASH_ON_DELIVERY_METHOD,
  variantLabel,
} from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { ProductWithImages } from '../catalog/catalog.service.js';
import type { ProductVariantRow } from '../../db/schema/index.js';
import { linesForSale, type LineRef } from '../catalog/variants.service.js';
import {
  codFeePaise,
  codLimitPaise,
  listActivePaymentMethods,
  prepaidDiscountSetting,
} from '../payments/payments.service.js';
import { promotionCandidates, type CodeOutcome } from '../promotions/promotions.service.js';
import { getSettingCached } from '../settings/settings.service.js';
import { deliveryFor, shippingChargePaise, type Delivery } from '../shipping/shipping.service.js';
import { ratesInForce } from '../tax/tax.service.js';
import { quotePromotions, type QuotedOffer, type QuoteShopper } from './quote-promotions.js';

export interface QuoteInput {
  /** Each line's product and, by SKU, its variant (the default without one). */
  items: (LineRef & { quantity: number })[];
  promoCode?: string | null | undefined;
  pincode?: string | null | undefined;
  paymentMethodId?: number | null | undefined;
  /** Gift wrap for the whole order: charged when the store offers it. */
  giftWrap?: boolean | undefined;
}

export interface QuotedLine {
  product: ProductWithImages;
  /** The variant bought: its SKU, size, price and stock. */
  variant: ProductVariantRow;
  imageUrl: string | null;
  unitPricePaise: number;
  quantity: number;
  lineTotalPaise: number;
  /**
   * Every discount on the line: its share of each promotion's (a free gift's line: its whole
   * price) and of the prepaid discount.
   */
  discountPaise: number;
  /** The line's share of the prepaid discount, within `discountPaise`. */
  prepaidDiscountPaise: number;
  /** The product's HSN code, which chose the line's GST rate. */
  hsnCode: string;
  /** The rate in force today (India time) for that code, in basis points. */
  gstRateBasisPoints: number;
  /** The GST in (line total - discount) at that rate. */
  gstPaise: number;
}

/** The GST of a cart at one rate. */
export interface GstAtRate {
  rateBasisPoints: number;
  gstPaise: number;
}

/** Every figure of a cart in paise, with what they were computed from. */
export interface QuoteFigures {
  lines: QuotedLine[];
  subtotalPaise: number;
  /** The promo code's discount. */
  discountPaise: number;
  /** What the automatic offers took off the goods. */
  offerDiscountPaise: number;
  promo: CodeOutcome;
  /** Every promotion applied: the automatic offers first, then the code's. */
  offers: QuotedOffer[];
  /** The shipping charge a free-shipping promotion waived (0 without one). */
  shippingWaivedPaise: number;
  shippingPaise: number;
  codFeePaise: number;
  /** The gift wrap fee charged: 0 unless asked for. */
  giftWrapPaise: number;
  /** Whether the store offers gift wrap now, and its fee. */
  giftWrapOffer: { offered: boolean; feePaise: number };
  /** What paying online took off: the saving below when the method is paid online, else 0. */
  prepaidDiscountPaise: number;
  /** What paying online would take off this cart (0 when no online method is active). */
  prepaidSavingPaise: number;
  totalPaise: number;
  /** The GST of the lines and the charges: the sum of `gstBreakdown`. */
  gstPaise: number;
  /** The rate of shipping and the COD fee: the principal supply's (docs/decisions/0041). */
  chargesGstRateBasisPoints: number;
  /** The GST by rate, lowest rate first. */
  gstBreakdown: GstAtRate[];
  delivery: Delivery | null;
  paymentMethod: PaymentMethod | null;
  cashOnDelivery: CashOnDeliveryTerms;
}

/** Whether this cart may be paid cash on delivery, and why not when it may not. */
export interface CashOnDeliveryTerms {
  available: boolean;
  /** The refusal a shopper reads; null when available. */
  message: string | null;
  /** The cart's total is above the limit (placing the order with COD is refused for it). */
  overLimit: boolean;
  limitPaise: number;
}

/**
 * Cash on delivery for a cart whose total without a COD fee is `totalWithoutFeePaise`: the
 * method must be active, the pincode (when known) must take it, and the total with the fee
 * must be within the store's COD limit (a setting).
 */
function cashOnDeliveryTerms(
  totalWithoutFeePaise: number,
  delivery: Delivery | null,
  cod: { active: boolean; feePaise: number; limitPaise: number },
): CashOnDeliveryTerms {
  const { limitPaise } = cod;
  const overLimit = totalWithoutFeePaise + cod.feePaise > limitPaise;
  const message = !cod.active
    ? ORDER_MESSAGES.paymentMethodUnavailable
    : delivery && !delivery.codAvailable
      ? ORDER_MESSAGES.codUnavailable
      : overLimit
        ? codOverLimitMessage(paiseToRupees(limitPaise))
        : null;
  return { available: message === null, message, overLimit, limitPaise };
}

async function quotedLines(db: DbOrTx, items: QuoteInput['items']): Promise<QuotedLine[]> {
  const forSale = await linesForSale(db, items);
  return items.map((item, index) => {
    const { product, variant } = forSale[index]!;
    const unitPricePaise = variant.salePricePaise ?? variant.pricePaise;
    const [image] = product.images;
    const picture = variant.imagePublicId ?? image?.publicId;
    return {
      product,
      variant,
      imageUrl: picture ? mediaUrl(picture, 'thumb') : null,
      unitPricePaise,
      quantity: item.quantity,
      lineTotalPaise: unitPricePaise * item.quantity,
      discountPaise: 0,
      prepaidDiscountPaise: 0,
      hsnCode: hsnCodeFor(product),
      gstRateBasisPoints: 0,
      gstPaise: 0,
    };
  });
}

/**
 * Gives each line the rate of its HSN code in force now (one query for the cart). A product
 * whose code has no rate cannot be taxed, so it cannot be sold: saving a product checks its
 * code, so this only meets data from before that check.
 */
async function rateLines(db: DbOrTx, lines: QuotedLine[], at: Date): Promise<void> {
  const rates = await ratesInForce(
    db,
    lines.map((line) => line.hsnCode),
    at,
  );
  const untaxed = lines.filter((line) => !rates.has(line.hsnCode));
  if (untaxed.length > 0) {
    throw new AppError(
      409,
      'PRODUCT_UNAVAILABLE',
      `${untaxed.map((line) => line.product.name).join(', ')} cannot be sold at the moment. Please remove it from your cart or contact us.`,
      { productIds: untaxed.map((line) => line.product.id) },
    );
  }
  for (const line of lines) line.gstRateBasisPoints = rates.get(line.hsnCode)!;
}

/**
 * The GST of the lines, each at its own rate, and of the charges at the principal supply's
 * rate; every charge is taxed on its own, as the invoice prints it on its own line.
 */
function gstFigures(lines: QuotedLine[], charges: number[]) {
  for (const line of lines) {
    line.gstPaise = gstIncludedPaise(
      line.lineTotalPaise - line.discountPaise,
      line.gstRateBasisPoints,
    );
  }
  const chargesGstRateBasisPoints = principalSupplyRateBasisPoints(
    lines.map((line) => ({
      amountPaise: line.lineTotalPaise - line.discountPaise,
      gstRateBasisPoints: line.gstRateBasisPoints,
    })),
  );
  const byRate = new Map<number, number>();
  const add = (rate: number, paise: number) => byRate.set(rate, (byRate.get(rate) ?? 0) + paise);
  for (const line of lines) add(line.gstRateBasisPoints, line.gstPaise);
  for (const charge of charges.filter((paise) => paise > 0))
    add(chargesGstRateBasisPoints, gstIncludedPaise(charge, chargesGstRateBasisPoints));
  const gstBreakdown = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, gstPaise]) => ({ rateBasisPoints, gstPaise }));
  const gstPaise = gstBreakdown.reduce((sum, entry) => sum + entry.gstPaise, 0);
  return { gstPaise, chargesGstRateBasisPoints, gstBreakdown };
}

/**
 * Takes the prepaid discount off the lines in proportion to what each costs after the promo
 * code, so that each line's GST, an invoice's taxable values and a partial refund all see it.
 */
function spreadPrepaidDiscount(lines: QuotedLine[], prepaidPaise: number): void {
  const shares = splitInProportion(
    prepaidPaise,
    lines.map((line) => line.lineTotalPaise - line.discountPaise),
  );
  lines.forEach((line, index) => {
    line.prepaidDiscountPaise = shares[index]!;
    line.discountPaise += shares[index]!;
  });
}

/** The value of a read started beside others, or its error. */
function valueOf<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/**
 * The server's figures for a cart (docs/product.md, "Quote"): current prices (the sale
 * price where there is one), the promotions' discounts (the automatic offers' and the code's,
 * with a line for each free gift), the pincode's shipping charge (none with free shipping) and the
 * COD fee when the payment method is cash on delivery, and the prepaid discount when it is paid
 * online (docs/payments.md, "Prepaid discount"). The quote call shows them; placing an
 * order recomputes them with this same function. `shopper` lets the promotions that depend on
 * the customer (their uses, their first order, a customer list) be checked.
 */
export async function computeQuote(
  db: DbOrTx,
  input: QuoteInput,
  shopper: QuoteShopper | null,
): Promise<QuoteFigures> {
  const now = new Date();
  const code = input.promoCode ?? null;
  // The reads run side by side; their errors are raised in this order whichever came first:
  // unknown products, then an unusable payment method, then a bad pincode.
  const [
    linesRead,
    methodsRead,
    deliveryRead,
    feeRead,
    limitRead,
    prepaidRead,
    giftWrapRead,
    candidatesRead,
  ] = await Promise.allSettled([
    quotedLines(db, input.items),
    listActivePaymentMethods(db),
    input.pincode ? deliveryFor(db, input.pincode) : Promise.resolve(null),
    codFeePaise(db),
    codLimitPaise(db),
    prepaidDiscountSetting(db),
    getSettingCached(db, 'gift_wrap'),
    promotionCandidates(db, code, shopper?.id ?? null, now),
  ]);
  const cartLines = valueOf(linesRead);
  const [promotions] = await Promise.all([
    quotePromotions(db, cartLines, valueOf(candidatesRead), shopper, code, now),
    rateLines(db, cartLines, now),
  ]);
  const lines = [...cartLines, ...promotions.giftLines];

  const activeMethods = valueOf(methodsRead);
  let paymentMethod: PaymentMethod | null = null;
  if (input.paymentMethodId) {
    paymentMethod = activeMethods.find((method) => method.id === input.paymentMethodId) ?? null;
    if (!paymentMethod) {
      throw new AppError(
        422,
        'PAYMENT_METHOD_UNAVAILABLE',
        ORDER_MESSAGES.paymentMethodUnavailable,
      );
    }
  }
  const delivery = valueOf(deliveryRead);
  const giftWrapSetting = valueOf(giftWrapRead);
  // A quote asking for gift wrap the store no longer offers answers without it (the checkout
  // then hides the choice); placing such an order is refused (order-placement.service.ts).
  const giftWrapPaise = input.giftWrap && giftWrapSetting.enabled ? giftWrapSetting.paise : 0;
  const cod = {
    active: activeMethods.some((method) => method.method === CASH_ON_DELIVERY_METHOD),
    feePaise: valueOf(feeRead),
    // A delivery zone may set its own limit (docs/admin-guide.md, "Delivery").
    limitPaise: delivery?.codLimitPaise ?? valueOf(limitRead),
  };

  const subtotalPaise = lines.reduce((sum, line) => sum + line.lineTotalPaise, 0);
  const { offers } = promotions;
  const byCode = offers.find((offer) => offer.promotion.code !== null);
  const discountPaise = byCode?.discountPaise ?? 0;
  const offerDiscountPaise = offers
    .filter((offer) => offer !== byCode)
    .reduce((sum, offer) => sum + offer.discountPaise, 0);
  const goodsPaise = subtotalPaise - discountPaise - offerDiscountPaise;
  const chargedShippingPaise = shippingChargePaise(delivery, goodsPaise);
  const shippingPaise = promotions.freeShipping ? 0 : chargedShippingPaise;
  const feePaise = paymentMethod?.method === CASH_ON_DELIVERY_METHOD ? cod.feePaise : 0;
  const prepaidSavingPaise = activeMethods.some((method) => isOnlinePayment(method.method))
    ? prepaidDiscountPaise(valueOf(prepaidRead), goodsPaise)
    : 0;
  const paidOnline = paymentMethod !== null && isOnlinePayment(paymentMethod.method);
  const prepaidPaise = paidOnline ? prepaidSavingPaise : 0;
  spreadPrepaidDiscount(lines, prepaidPaise);
  const totalPaise = goodsPaise - prepaidPaise + shippingPaise + giftWrapPaise + feePaise;
  // Cash on delivery is judged on the cart as it would be paid that way: no prepaid discount.
  const cashOnDelivery = cashOnDeliveryTerms(
    goodsPaise + shippingPaise + giftWrapPaise,
    delivery,
    cod,
  );
  return {
    lines,
    subtotalPaise,
    discountPaise,
    offerDiscountPaise,
    promo: promotions.promo,
    offers,
    shippingWaivedPaise: promotions.freeShipping ? chargedShippingPaise : 0,
    shippingPaise,
    codFeePaise: feePaise,
    giftWrapPaise,
    giftWrapOffer: { offered: giftWrapSetting.enabled, feePaise: giftWrapSetting.paise },
    prepaidDiscountPaise: prepaidPaise,
    prepaidSavingPaise,
    totalPaise,
    ...gstFigures(lines, [shippingPaise, giftWrapPaise, feePaise]),
    delivery,
    paymentMethod,
    cashOnDelivery,
  };
}

/** The quote in rupees, as POST /api/cart/quote answers it. */
export function toQuoteDto(figures: QuoteFigures): Quote {
  return {
    lines: figures.lines.map((line) => ({
      productId: line.product.id,
      variantId: line.variant.id,
      name: line.product.name,
      sku: line.variant.sku,
      size: variantLabel(line.variant) || line.product.dimensions,
      imageUrl: line.imageUrl,
      unitPrice: paiseToRupees(line.unitPricePaise),
      quantity: line.quantity,
      lineTotal: paiseToRupees(line.lineTotalPaise),
      discount: paiseToRupees(line.discountPaise),
      inStock: line.variant.stockQuantity >= line.quantity,
    })),
    subtotal: paiseToRupees(figures.subtotalPaise),
    discount: paiseToRupees(figures.discountPaise),
    promoCode: figures.promo.code,
    promoApplied: figures.promo.applied,
    promoMessage: figures.promo.message,
    offerDiscount: paiseToRupees(figures.offerDiscountPaise),
    offers: figures.offers.map((offer) => ({
      code: offer.promotion.code,
      title: offer.promotion.title,
      discount: paiseToRupees(offer.discountPaise),
      freeShipping: offer.freeShipping,
      freeGift: offer.freeGift,
    })),
    shippingCharge: paiseToRupees(figures.shippingPaise),
    codFee: paiseToRupees(figures.codFeePaise),
    giftWrapCharge: paiseToRupees(figures.giftWrapPaise),
    giftWrap: {
      offered: figures.giftWrapOffer.offered,
      fee: paiseToRupees(figures.giftWrapOffer.feePaise),
    },
    prepaidDiscount: paiseToRupees(figures.prepaidDiscountPaise),
    prepaidSaving: paiseToRupees(figures.prepaidSavingPaise),
    total: paiseToRupees(figures.totalPaise),
    gstIncluded: paiseToRupees(figures.gstPaise),
    gstBreakdown: figures.gstBreakdown.map((entry) => ({
      ratePercent: basisPointsToRatePercent(entry.rateBasisPoints),
      gstIncluded: paiseToRupees(entry.gstPaise),
    })),
    codAvailable: figures.cashOnDelivery.available,
    codMessage: figures.cashOnDelivery.message,
    codLimit: paiseToRupees(figures.cashOnDelivery.limitPaise),
    delivery: figures.delivery
      ? {
          pincode: figures.delivery.pincode,
          available: figures.delivery.available,
          codAvailable: figures.delivery.codAvailable,
          estimatedDelivery: figures.delivery.estimatedDelivery,
        }
      : null,
  };
}
