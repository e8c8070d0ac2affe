// Sample return requests for the returns screens' tests (imported by tests only).
import type { Page, ReturnRequest } from '@attar/contracts';

export function returnRequest(id: number, overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id,
    orderId: 500 + id,
    orderNumber: `AH-2026-${String(id).padStart(5, '0')}`,
    orderItemId: 900 + id,
    userId: 7,
    productId: 11,
    exchangeProductId: null,
    exchangeSize: null,
    exchangeSku: null,
    reason: 'Defective product',
    comment: 'The atomiser leaks.',
    type: 'RETURN',
    status: 'REQUESTED',
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
    productData: {
      id: 11,
      name: 'Taif Rose Attar',
      sku: 'AH-ROSE-12',
      size: '12 ml',
      imageUrl: '/media/thumb/products-rose',
      quantity: 2,
      price: 2499,
      amountPaid: 4498.5,
    },
    exchangeProductData: null,
    unopenedSealed: false,
    refundUpiId: null,
    rejectionReason: null,
    receipt: null,
    refund: null,
    exchangeOrder: null,
    creditNote: null,
    customer: { id: 7, email: 'meera@example.in', fullName: 'Meera Iyer', mobile: '9876543210' },
    order: {
      status: 'DELIVERED',
      orderDate: '2026-02-20T06:30:00.000Z',
      deliveredDate: '2026-02-25T09:00:00.000Z',
      totalAmount: 4597,
      paymentMethod: { method: 'razorpay', displayName: 'Card / UPI (Razorpay)' },
    },
    timeline: [
      { type: 'REQUESTED', at: '2026-03-05T10:00:00.000Z', note: null, byRole: 'CUSTOMER' },
    ],
    ...overrides,
  };
}

export const COD = { method: 'cod', displayName: 'Cash on delivery' };

export const RECEIVED: ReturnRequest['receipt'] = {
  quantityReceived: 1,
  quantityDamaged: 0,
  at: '2026-03-08T05:00:00.000Z',
};

export function pageOf<T>(
  content: T[],
  { number = 0, size = 10, totalElements = content.length } = {},
): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    totalElements,
    totalPages,
    number,
    size,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: content.length === 0,
  };
}
