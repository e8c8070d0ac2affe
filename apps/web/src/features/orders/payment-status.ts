import { isPayOnDelivery, type Order, TEST_GATEWAY_METHOD } from '@attar/contracts';

/** Whether the order still waits for its online payment (and holds its stock meanwhile). */
export function isAwaitingPayment(order: Order): boolean {
  return (
    Boolean(order.paymentDueBy) && order.status === 'PENDING' && order.paymentStatus === 'PENDING'
  );
}

/** Whether the order is paid at the built-in test gateway, where no money moves. */
export function isTestPayment(order: Order): boolean {
  return order.payment?.test === true || order.paymentMethod.method === TEST_GATEWAY_METHOD;
}

/** Where the order's payment stands, in the shopper's words. */
export function paymentStatusText(order: Order): string {
  if (isAwaitingPayment(order)) return 'Awaiting payment';
  switch (order.paymentStatus) {
    case 'PAID':
      return 'Paid';
    case 'REFUNDED':
      return 'Refunded';
    default:
      return isPayOnDelivery(order.paymentMethod.method) ? 'Pay on delivery' : 'Not paid';
  }
}
