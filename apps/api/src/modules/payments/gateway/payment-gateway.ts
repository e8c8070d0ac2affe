import type { PaymentProvider } from '@attar/contracts';

// The payment provider port: what the store asks of an online payment gateway. Amounts are
// integer paise, as everywhere in the store; the adapters translate to the provider's own
// shapes. Each adapter is tested against a local program that speaks the provider's API.

/** An order opened at the gateway for one store order's total: the shopper pays against it. */
export interface GatewayOrder {
  id: string;
  amountPaise: number;
  currency: 'INR';
  /** The store's own reference, sent as the gateway order's receipt. */
  receipt: string;
  /** created: nothing paid yet; attempted: a payment was tried; paid: captured in full. */
  status: 'created' | 'attempted' | 'paid';
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

/** One attempt to pay a gateway order, successful or not. */
export interface GatewayPayment {
  id: string;
  gatewayOrderId: string;
  amountPaise: number;
  status: GatewayPaymentStatus;
  /** upi, card, netbanking, wallet... as the gateway names it. */
  method: string;
  amountRefundedPaise: number;
  /** Why a failed payment failed, in the gateway's words (shown to the admin, not the shopper). */
  errorDescription: string | null;
}

export type GatewayRefundStatus = 'pending' | 'processed' | 'failed';

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  status: GatewayRefundStatus;
}

/** A webhook whose signature was checked: its id (for applying it once), kind and entities. */
export interface GatewayEvent {
  /** The gateway's id of the event: the same event delivered twice carries the same id. */
  id: string;
  type: string;
  payment: GatewayPayment | null;
  refund: GatewayRefund | null;
  gatewayOrderId: string | null;
}

/** What a shopper's browser posts back after paying at the gateway's checkout. */
export interface CheckoutResult {
  gatewayOrderId: string;
  paymentId: string;
  signature: string;
}

export interface PaymentGateway {
  /** The name stored beside every payment the adapter makes. */
  readonly provider: PaymentProvider;
  /** The public key the gateway's checkout is opened with (not a secret). */
  readonly publicKeyId: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes?: Record<string, string>;
  }): Promise<GatewayOrder>;
  fetchOrder(gatewayOrderId: string): Promise<GatewayOrder>;
  /** Every payment tried against a gateway order (reconciliation asks this). */
  listOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  fetchPayment(paymentId: string): Promise<GatewayPayment>;
  /**
   * Refunds part or all of a captured payment. `receipt` is the store's reference of the
   * refund; the gateway keeps it, so the admin can match the gateway's records to the store's.
   */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    receipt: string;
  }): Promise<GatewayRefund>;
  fetchRefund(refundId: string): Promise<GatewayRefund>;
  /** Whether the checkout's result was signed by the gateway for this order and payment. */
  isCheckoutSigned(result: CheckoutResult): boolean;
  /**
   * Reads a webhook from its raw bytes, or throws GatewayError('BAD_SIGNATURE') when the
   * signature is missing or wrong: the body is parsed only after its signature is checked.
   */
  readWebhook(input: {
    rawBody: Buffer;
    signature: string | undefined;
    eventId: string | undefined;
  }): GatewayEvent;
}

export type GatewayErrorCode =
  /** The gateway refused the store's credentials. */
  | 'GATEWAY_AUTH'
  /** The gateway refused the request (an amount over what can be refunded, an unknown id). */
  | 'GATEWAY_REFUSED'
  /** The gateway did not answer in time, or answered with a server error: try again later. */
  | 'GATEWAY_UNAVAILABLE'
  /** A webhook or checkout result whose signature does not match. */
  | 'BAD_SIGNATURE';

export class GatewayError extends Error {
  constructor(
    readonly code: GatewayErrorCode,
    message: string,
    /** The HTTP status the gateway answered, when it answered. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}
