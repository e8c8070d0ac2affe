import { ONLINE_PAYMENT_MESSAGES, type PaymentVerifyRequest } from '@attar/contracts';

/** How the shopper came back from the gateway's page, read from the address it returned to. */
export type GatewayReturn =
  | { kind: 'signed'; result: Omit<PaymentVerifyRequest, 'orderId'> }
  | { kind: 'failed' }
  | { kind: 'cancelled' }
  /** No word from the gateway: the order was placed but its payment page could not be opened. */
  | { kind: 'none' };

export function readGatewayReturn(params: URLSearchParams): GatewayReturn {
  const razorpay_order_id = params.get('razorpay_order_id');
  const razorpay_payment_id = params.get('razorpay_payment_id');
  const razorpay_signature = params.get('razorpay_signature');
  if (razorpay_order_id && razorpay_payment_id && razorpay_signature) {
    return {
      kind: 'signed',
      result: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
    };
  }
  const payment = params.get('payment');
  if (payment === 'failed' || payment === 'cancelled') return { kind: payment };
  return { kind: 'none' };
}

export const PAYMENT_RESULT_MESSAGES = {
  received: 'Payment received',
  confirming: 'We are confirming your payment',
  confirmingDetail:
    'The payment gateway has not told us the payment is complete yet. This usually takes a few seconds.',
  slow: 'Your payment is taking longer to confirm',
  slowDetail:
    'If money left your account, the order is confirmed as soon as the gateway tells us, and we send you an email. You can follow it in My Account.',
  checking: 'Checking your payment...',
  failed: 'Your payment did not go through. Nothing was charged.',
  cancelled: 'You left the payment page before paying.',
  notOpened: ONLINE_PAYMENT_MESSAGES.gatewayUnavailable,
  notVerified: 'We could not check your payment',
  notAwaiting: ONLINE_PAYMENT_MESSAGES.notAwaitingPayment,
  cancelledOrder: 'This order was cancelled',
  timeUp: 'The time to pay for this order has passed.',
  actionFailed: 'Something went wrong. Please try again.',
  loadFailed: 'We could not load this order.',
} as const;

/** How many times the order is read again while its payment is being confirmed, and how often. */
export const CONFIRM_CHECKS = 5;
export const CONFIRM_CHECK_MS = 2000;
