import type { AdminOrder, Order, Page, Shipment } from '@attar/contracts';

/** An order as the admin reads it: two units of one attar, cash on delivery, still pending. */
export function adminOrderOf(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 31,
    orderId: 31,
    orderNumber: 'AH-2026-000031',
    orderDate: '2026-03-01T20:00:00.000Z',
    status: 'PENDING',
    paymentStatus: 'PENDING',
    paymentMethod: { id: 1, method: 'cod', displayName: 'Cash on Delivery' },
    subtotal: 5500,
    discount: 550,
    promoCode: 'FLAT50',
    offerDiscount: 0,
    offers: [
      { code: 'FLAT50', title: 'FLAT 50% OFF', discount: 550, freeShipping: false, freeGift: null },
    ],
    shippingCharge: 0,
    codFee: 49,
    giftWrapCharge: 0,
    giftMessage: null,
    prepaidDiscount: 0,
    totalAmount: 4999,
    gstIncluded: 762.56,
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
        variantId: 1011,
        product: { id: 11, name: 'Taif Rose Attar', sku: 'AH-ROSE-12', imageUrl: null },
        name: 'Taif Rose Attar',
        sku: 'AH-ROSE-12',
        size: '12 ml',
        quantity: 2,
        price: 2750,
        lineTotal: 5500,
        discount: 550,
        gstAmount: 755.08,
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
    customer: {
      id: 3,
      email: 'meera@example.in',
      fullName: 'Meera Kapoor',
      mobile: '+919820012345',
    },
    notes: [],
    nextStatuses: [
      'CONFIRMED',
      'PROCESSING',
      'SHIPPED',
      'OUT_FOR_DELIVERY',
      'DELIVERED',
      'CANCELLED',
    ],
    invoice: null,
    invoiceAvailable: false,
    returnRequests: [],
    creditNotes: [],
    ...overrides,
  };
}

/** The list's view of an order (what adminSearch answers). */
export function listedOrder(id: number, overrides: Partial<Order> = {}): Order {
  const {
    notes: _notes,
    nextStatuses: _next,
    invoice: _invoice,
    invoiceAvailable: _available,
    returnRequests: _returns,
    customer,
    ...order
  } = adminOrderOf({ id, orderId: id, orderNumber: `AH-2026-${String(id).padStart(6, '0')}` });
  return {
    ...order,
    customer: { id: customer.id, email: customer.email, fullName: customer.fullName },
    ...overrides,
  };
}

export function pageOf<T>(content: T[], totalElements = content.length): Page<T> {
  return {
    content,
    totalElements,
    totalPages: Math.max(1, Math.ceil(totalElements / 10)),
    number: 0,
    size: 10,
    first: true,
    last: totalElements <= 10,
    empty: content.length === 0,
  };
}

/** A parcel booked by hand with Delhivery, picked up and on its way, for cash on delivery. */
export function shipmentOf(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: 7,
    provider: 'self',
    courierName: 'Delhivery',
    awb: 'DLV123456789',
    trackingUrl: 'https://track.example.in/DLV123456789',
    status: 'IN_TRANSIT',
    bookedAt: '2026-03-02T05:00:00.000Z',
    pickupScheduledAt: '2026-03-02T09:30:00.000Z',
    codAmount: 4999,
    events: [
      {
        status: 'PICKED_UP',
        description: 'Shipment picked up',
        location: 'Kannauj',
        at: '2026-03-02T10:00:00.000Z',
      },
      {
        status: 'IN_TRANSIT',
        description: 'Reached the Delhi hub',
        location: 'Delhi',
        at: '2026-03-03T04:00:00.000Z',
      },
    ],
    deliveryIssue: null,
    rtoReceivedAt: null,
    ...overrides,
  };
}
