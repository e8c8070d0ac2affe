import type { OrderStatus } from '@attar/contracts';

// The labels live in contracts so that the admin's screens read statuses the same way.
export { ORDER_STATUS_LABELS } from '@attar/contracts';

/**
 * The statuses an order ends in: delivered, cancelled, or brought back undelivered by the courier
 * (RETURNED_TO_ORIGIN). Nothing lies ahead of them on the order's timeline.
 */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = [
  'DELIVERED',
  'CANCELLED',
  'RETURNED_TO_ORIGIN',
];

/** The final statuses that are not a delivery: drawn in the warning colour. */
export const UNDELIVERED_END_STATUSES: readonly OrderStatus[] = ['CANCELLED', 'RETURNED_TO_ORIGIN'];
