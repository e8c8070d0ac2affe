import type { Order } from '@attar/contracts';

/** An order of two units of one attar, paid cash on delivery; override what a test needs. */
export function orderOf(overrides: Partial<Order> = {}): Order {
  return {
    id: 31,
    orderId: 31,
    orderNumber: 'AH-2026-000031',
    orderDate: '2026-03-01T20:00:00.000Z',
    status: 'PENDING',
    paymentStatus: 'PENDING',
    paymentMethod: { id: 1, method: 'cod', displayName: 'Cash on Delivery' },
    subtotal: 5500,
    discount: 0,
    promoCode: null,
    shippingCharge: 0,
    codFee: 49,
    giftWrapCharge: 0,
    giftMessage: null,
    prepaidDiscount: 0,
    totalAmount: 5549,
    gstIncluded: 846.46,
    deliveredDate: null,
    shippingAddress: {
      fullName: 'Meera Kapoor',
      addressLine1: '12 Janpath',
      addressLine2: null,
      city: 'New Delhi',
      state: 'Delhi',
      zipCode: '110001',
      country: 'India',
      phoneNumber: '9876543210',
    },
    items: [
      {
        id: 1,
        productId: 11,
        variantId: 111,
        product: { id: 11, name: 'Taif Rose Attar', sku: 'AH-ROSE-12', imageUrl: null },
        name: 'Taif Rose Attar',
        sku: 'AH-ROSE-12',
        size: '12 ml',
        quantity: 2,
        price: 2750,
        lineTotal: 5500,
        discount: 0,
        gstAmount: 838.98,
      },
    ],
    timeline: [
      {
        status: 'PENDING',
        at: '2026-03-01T20:00:00.000Z',
        byRole: 'CUSTOMER',
        byName: 'Meera Kapoor',
      },
    ],
    customer: { id: 3, email: 'meera@example.in', fullName: 'Meera Kapoor' },
    creditNotes: [],
    ...overrides,
  };
}
