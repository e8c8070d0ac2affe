import type { Order, Shipment } from '@attar/contracts';

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
    offerDiscount: 0,
    offers: [],
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

/**
 * A parcel booked with Delhivery through Shiprocket, picked up and in transit (its events oldest
 * first, as the API answers them); override what a test needs.
 */
export function shipmentOf(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 7,
    provider: 'shiprocket',
    courierName: 'Delhivery',
    awb: 'DLV123456789',
    trackingUrl: 'https://www.delhivery.com/track/package/DLV123456789',
    status: 'IN_TRANSIT',
    bookedAt: '2026-03-02T04:30:00.000Z',
    pickupScheduledAt: '2026-03-02T08:30:00.000Z',
    codAmount: 5549,
    events: [
      {
        status: 'PICKED_UP',
        description: 'Shipment picked up',
        location: 'New Delhi',
        // 3:30 pm in India.
        at: '2026-03-02T10:00:00.000Z',
      },
      {
        status: 'IN_TRANSIT',
        description: 'Reached the Gurugram hub',
        location: 'Gurugram',
        // Past midnight in India: already 3 March.
        at: '2026-03-02T19:00:00.000Z',
      },
    ],
    deliveryIssue: null,
    rtoReceivedAt: null,
    ...overrides,
  };
}

/** The parcel after a failed delivery attempt that the shopper has not answered yet. */
export function failedDeliveryOf(overrides: Partial<Shipment> = {}): Shipment {
  return shipmentOf({
    status: 'DELIVERY_FAILED',
    deliveryIssue: {
      at: '2026-03-04T09:00:00.000Z',
      reason: 'Customer not reachable on phone',
      shopperAction: null,
    },
    ...overrides,
  });
}
