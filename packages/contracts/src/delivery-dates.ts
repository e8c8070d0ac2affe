// Zod-free words for delivery dates, shared by the storefront, the admin's pincode test and the
// API. Kept apart from the delivery zones' schemas so that a storefront page showing "Delivered
// by" does not load zod.

/** "Thu, 3 Dec": a delivery date (`YYYY-MM-DD`) as a shopper reads it. */
export function deliveryDateLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.toLocaleDateString('en-IN', { weekday: 'short', timeZone: 'UTC' });
  const dayAndMonth = date.toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return `${weekday}, ${dayAndMonth}`;
}

/**
 * "Delivered by Thu, 3 Dec" when the first and last expected days are one, else "Delivered
 * between Tue, 1 Dec and Thu, 3 Dec" (the days of `estimatedDelivery`).
 */
export function deliveryEstimateLabel(estimate: { from: string; to: string }): string {
  if (estimate.from === estimate.to) return `Delivered by ${deliveryDateLabel(estimate.to)}`;
  return `Delivered between ${deliveryDateLabel(estimate.from)} and ${deliveryDateLabel(estimate.to)}`;
}
