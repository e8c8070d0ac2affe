import type { Fulfilment, FulfilmentOrder } from '@attar/contracts';
import { shipmentOf } from '../orders/test-fixtures';

/** An order ready to ship: Meera's two attars, cash on delivery. */
export function toShipOrder(id: number, overrides: Partial<FulfilmentOrder> = {}): FulfilmentOrder {
  return {
    orderId: id,
    orderNumber: `AH-2026-${String(id).padStart(6, '0')}`,
    orderDate: '2026-03-01T20:00:00.000Z',
    status: 'CONFIRMED',
    customerName: 'Meera Kapoor',
    city: 'New Delhi',
    zipCode: '110001',
    itemCount: 2,
    totalAmount: 4999,
    codAmount: 4999,
    giftMessage: false,
    shipment: null,
    ...overrides,
  };
}

/** An order booked today by hand with Delhivery, waiting for the pickup. */
export function bookedOrder(id: number, awb: string): FulfilmentOrder {
  return toShipOrder(id, {
    status: 'PROCESSING',
    customerName: 'Kabir Shah',
    city: 'Pune',
    zipCode: '411001',
    codAmount: 0,
    shipment: shipmentOf({
      id: id + 100,
      awb,
      status: 'BOOKED',
      events: [],
      pickupScheduledAt: null,
    }),
  });
}

export function fulfilmentOf(overrides: Partial<Fulfilment> = {}): Fulfilment {
  return {
    toShip: [
      toShipOrder(31),
      toShipOrder(32, {
        customerName: 'Arjun Rao',
        city: 'Mumbai',
        zipCode: '400002',
        itemCount: 1,
        totalAmount: 1245,
        codAmount: 0,
        giftMessage: true,
      }),
      toShipOrder(33, { customerName: 'Priya Nair', city: 'Kochi', zipCode: '682001' }),
    ],
    booked: [bookedOrder(21, 'DLV0000021'), bookedOrder(22, 'DLV0000022')],
    providers: ['self'],
    ...overrides,
  };
}
