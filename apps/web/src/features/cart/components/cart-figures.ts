import type { Quote } from '@attar/contracts';
import type { DeliveryAvailability } from '../cart-store';

/**
 * GST in Indian prices is contained in them (docs/api.md, "Money"); 18% per docs/product.md,
 * "Constants and limits".
 */
export const GST_RATE_PERCENT = 18;

export interface CartFigures {
  subtotal: number;
  discount: number;
  promoCode: string | null;
  shippingCharge: number;
  deliveryAvailable: DeliveryAvailability;
  total: number;
  gstIncluded: number;
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The GST contained in a GST-inclusive amount: amount x 18 / 118, to the paisa. */
export function gstContainedIn(total: number): number {
  return Math.round((toPaise(total) * GST_RATE_PERCENT) / (100 + GST_RATE_PERCENT)) / 100;
}

interface EstimateInput {
  total: number;
  promoApplied: boolean;
  promoCode: string | null;
  discountAmount: number;
  shippingCharge: number;
  deliveryAvailable: DeliveryAvailability;
}

/** The browser's own figures from the stored cart, shown until the server's quote arrives. */
export function estimateFigures(cart: EstimateInput): CartFigures {
  const discount = cart.promoApplied ? Math.min(cart.discountAmount, cart.total) : 0;
  const shippingCharge = cart.deliveryAvailable === true ? cart.shippingCharge : 0;
  const total = (toPaise(cart.total) - toPaise(discount) + toPaise(shippingCharge)) / 100;
  return {
    subtotal: cart.total,
    discount,
    promoCode: cart.promoApplied ? cart.promoCode : null,
    shippingCharge,
    deliveryAvailable: cart.deliveryAvailable,
    total,
    gstIncluded: gstContainedIn(total),
  };
}

/** The server's figures; delivery comes from the quote when it checked a pincode. */
export function quotedFigures(quote: Quote, deliveryAvailable: DeliveryAvailability): CartFigures {
  return {
    subtotal: quote.subtotal,
    discount: quote.discount,
    promoCode: quote.promoApplied ? quote.promoCode : null,
    shippingCharge: quote.shippingCharge,
    deliveryAvailable: quote.delivery ? quote.delivery.available : deliveryAvailable,
    total: quote.total,
    gstIncluded: quote.gstIncluded,
  };
}
