/** The spec's delivery check messages (docs/product.md, "Delivery and pincodes"). */
export const DELIVERY_MESSAGES = {
  available: 'Delivery Available',
  unavailable: 'Delivery Not Available',
  unavailableDescription: 'Delivery is not available at your location. Please try another address.',
  failed: 'Failed to check delivery availability. Please try again.',
} as const;
