import type { AppliedOffer, GstBreakdownEntry, Quote } from '@attar/contracts';
import type { DeliveryAvailability } from '../cart-store';

export interface CartFigures {
  subtotal: number;
  /** The promo code's discount. */
  discount: number;
  promoCode: string | null;
  /** The promotions the server applied, automatic offers first (none in an estimate). */
  offers: AppliedOffer[];
  shippingCharge: number;
  deliveryAvailable: DeliveryAvailability;
  total: number;
  /**
   * The GST the total contains, one entry per rate, lowest first (docs/api.md, "Money"): each
   * product's rate follows its HSN code, so only the server knows them. Empty in an estimate.
   */
  gstBreakdown: GstBreakdownEntry[];
  /** What paying online at checkout would take off (the server's; 0 in an estimate). */
  prepaidSaving: number;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

interface EstimateInput {
  total: number;
  promoApplied: boolean;
  promoCode: string | null;
  discountAmount: number;
  shippingCharge: number;
  deliveryAvailable: DeliveryAvailability;
}

/**
 * The browser's own figures from the stored cart, shown until the server's quote arrives. They
 * leave the GST out: its rates are the server's.
 */
export function estimateFigures(cart: EstimateInput): CartFigures {
  const discount = cart.promoApplied ? Math.min(cart.discountAmount, cart.total) : 0;
  const shippingCharge = cart.deliveryAvailable === true ? cart.shippingCharge : 0;
  const total = (toPaise(cart.total) - toPaise(discount) + toPaise(shippingCharge)) / 100;
  return {
    subtotal: cart.total,
    discount,
    promoCode: cart.promoApplied ? cart.promoCode : null,
    offers: [],
    shippingCharge,
    deliveryAvailable: cart.deliveryAvailable,
    total,
    gstBreakdown: [],
    prepaidSaving: 0,
  };
}

/** The server's figures; delivery comes from the quote when it checked a pincode. */
export function quotedFigures(quote: Quote, deliveryAvailable: DeliveryAvailability): CartFigures {
  return {
    subtotal: quote.subtotal,
    discount: quote.discount,
    promoCode: quote.promoApplied ? quote.promoCode : null,
    // An answer from before promotions (a deploy under way) has no list.
    offers: quote.offers ?? [],
    shippingCharge: quote.shippingCharge,
    deliveryAvailable: quote.delivery ? quote.delivery.available : deliveryAvailable,
    total: quote.total,
    gstBreakdown: quote.gstBreakdown,
    prepaidSaving: quote.prepaidSaving,
  };
}
