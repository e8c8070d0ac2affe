import { createHmac, timingSafeEqual } from 'node:crypto';

// Razorpay signs with HMAC-SHA256 in lower-case hex: the checkout's result over
// "<order id>|<payment id>" with the key secret, and each webhook over its raw body with the
// webhook secret.

export function razorpaySignature(payload: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(payload).digest('hex');
}

/** Compares in constant time, so the answer's timing tells nothing about the right signature. */
export function isRazorpaySignature(
  payload: string | Buffer,
  secret: string,
  signature: string | undefined,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(razorpaySignature(payload, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

export function checkoutSignaturePayload(gatewayOrderId: string, paymentId: string): string {
  return `${gatewayOrderId}|${paymentId}`;
}
