import { ORDER_MESSAGES } from '@attar/contracts';

export type CheckoutStep = 1 | 2 | 3;

export const CHECKOUT_STEPS: { step: CheckoutStep; label: string }[] = [
  { step: 1, label: 'Shipping Address' },
  { step: 2, label: 'Payment Method' },
  { step: 3, label: 'Review Order' },
];

/** What the delivery check of the chosen address's pincode has said so far. */
export type DeliveryStatus = 'checking' | 'available' | 'unavailable' | 'failed';

export interface CheckoutNotice {
  title: string;
  description?: string;
}

export const CHECKOUT_MESSAGES = {
  addressRequired: {
    title: 'Address Required',
    description: 'Please select or add a shipping address.',
  },
  paymentRequired: {
    title: 'Payment Method Required',
    description: 'Please select a payment method.',
  },
  deliveryAvailable: { title: 'Delivery Available' },
  deliveryUnavailable: {
    title: 'Delivery Not Available',
    description: ORDER_MESSAGES.deliveryUnavailable,
  },
  deliveryFailed: { title: 'Failed to check delivery availability. Please try again.' },
  checkingDelivery: { title: 'Checking delivery...' },
  codFeeFailed: { title: 'Could not retrieve Cash on Delivery fee.' },
  noPaymentMethods: { title: 'No payment methods available.' },
  orderPlaced: { title: 'Order Placed Successfully' },
  orderFailed: { title: 'Order Failed', description: 'Failed to place order. Please try again.' },
} as const satisfies Record<string, CheckoutNotice>;

/** Why step 1 cannot go on yet (spec: an address, and delivery to its pincode), or null. */
export function addressStepBlocker(
  hasAddress: boolean,
  delivery: DeliveryStatus | null,
): CheckoutNotice | null {
  if (!hasAddress) return CHECKOUT_MESSAGES.addressRequired;
  switch (delivery) {
    case 'available':
      return null;
    case 'unavailable':
      return CHECKOUT_MESSAGES.deliveryUnavailable;
    case 'failed':
      return CHECKOUT_MESSAGES.deliveryFailed;
    default:
      return CHECKOUT_MESSAGES.checkingDelivery;
  }
}

/** Why step 2 cannot go on yet (a payment method must be chosen), or null. */
export function paymentStepBlocker(paymentMethodId: number | null): CheckoutNotice | null {
  return paymentMethodId === null ? CHECKOUT_MESSAGES.paymentRequired : null;
}

/**
 * How long the success screen stays before My Account opens (docs/product.md, "Constants and
 * limits").
 */
export const REDIRECT_AFTER_ORDER_MS = 2000;
