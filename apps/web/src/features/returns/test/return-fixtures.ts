// Sample returns data for the Return & Exchange Center's tests (imported by tests only).
import type {
  EligibleOrder,
  EligibleOrderItem,
  ExchangeOption,
  Page,
  ReturnRequest,
} from '@attar/contracts';

export function pageOf<T>(content: T[]): Page<T> {
  return {
    content,
    totalElements: content.length,
    totalPages: content.length > 0 ? 1 : 0,
    number: 0,
    size: 20,
    first: true,
    last: true,
    empty: content.length === 0,
  };
}

/** A sealed attar, returnable and exchangeable; override what a test needs. */
export function eligibleItemOf(overrides: Partial<EligibleOrderItem> = {}): EligibleOrderItem {
  return {
    id: 101,
    productId: 11,
    product: {
      id: 11,
      name: 'Taif Rose Attar',
      sku: 'AH-ROSE-12',
      images: ['/media/thumb/taif-rose'],
      productType: 'FRAGRANCE',
    },
    name: 'Taif Rose Attar',
    sku: 'AH-ROSE-12',
    size: '12 ml',
    quantity: 1,
    price: 2750,
    amountPaid: 2750,
    returnEligible: true,
    ineligibleReason: null,
    exchangeEligible: true,
    sealedRuleApplies: true,
    ...overrides,
  };
}

/** A delivered, prepaid order of one attar. */
export function eligibleOrderOf(overrides: Partial<EligibleOrder> = {}): EligibleOrder {
  return {
    orderId: 31,
    orderNumber: 'AH-2026-000031',
    orderDate: '2026-03-01T06:00:00.000Z',
    status: 'DELIVERED',
    totalAmount: 2750,
    deliveredDate: '2026-03-04T09:00:00.000Z',
    returnWindowEndsAt: '2026-04-03T09:00:00.000Z',
    paymentMethod: { method: 'upi', displayName: 'UPI' },
    items: [eligibleItemOf()],
    ...overrides,
  };
}

export function exchangeOptionOf(overrides: Partial<ExchangeOption> = {}): ExchangeOption {
  return {
    id: 12,
    name: 'Taif Rose Attar',
    sku: 'AH-ROSE-6',
    size: '6 ml',
    price: 1450,
    imageUrl: null,
    stockQuantity: 8,
    sameProduct: false,
    sameName: true,
    sizes: [],
    ...overrides,
  };
}

/** A fresh return request of the attar above. */
export function returnRequestOf(overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id: 7,
    orderId: 31,
    orderNumber: 'AH-2026-000031',
    orderItemId: 101,
    userId: 3,
    productId: 11,
    exchangeProductId: null,
    exchangeSize: null,
    exchangeSku: null,
    reason: 'Defective product',
    comment: 'The atomiser leaks.',
    type: 'RETURN',
    status: 'REQUESTED',
    // 20:00 UTC on 5 March is already 6 March in India.
    createdAt: '2026-03-05T20:00:00.000Z',
    updatedAt: '2026-03-05T20:00:00.000Z',
    productData: {
      id: 11,
      name: 'Taif Rose Attar',
      sku: 'AH-ROSE-12',
      size: '12 ml',
      imageUrl: '/media/card/taif-rose',
      quantity: 1,
      price: 2750,
      amountPaid: 2750,
    },
    exchangeProductData: null,
    unopenedSealed: false,
    refundUpiId: null,
    rejectionReason: null,
    receipt: null,
    refund: null,
    exchangeOrder: null,
    creditNote: null,
    customer: { id: 3, email: 'meera@example.in', fullName: 'Meera Kapoor', mobile: null },
    order: {
      status: 'DELIVERED',
      orderDate: '2026-03-01T06:00:00.000Z',
      deliveredDate: '2026-03-04T09:00:00.000Z',
      totalAmount: 5549,
      paymentMethod: { method: 'upi', displayName: 'UPI' },
    },
    timeline: [
      { type: 'REQUESTED', at: '2026-03-05T20:00:00.000Z', note: null, byRole: 'CUSTOMER' },
    ],
    ...overrides,
  };
}
