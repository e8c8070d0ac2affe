import { z } from 'zod';
import { mobileSchema } from './auth.js';
import { idText, text } from './primitives.js';

// Shipments: a booked parcel of one order with a courier, and what the courier reports about it
// (docs/decisions/0061-shipments-and-the-courier-port.md).

/** Who carries the parcels: the store's own courier accounts typed in by hand, or Shiprocket. */
export const COURIER_PROVIDERS = ['self', 'shiprocket'] as const;
export type CourierProvider = (typeof COURIER_PROVIDERS)[number];

export const COURIER_PROVIDER_LABELS: Record<CourierProvider, string> = {
  self: 'Self-ship',
  shiprocket: 'Shiprocket',
};

/**
 * Where a parcel is, as the store reads every courier's reports. DELIVERY_FAILED is a failed
 * attempt (NDR): the parcel is still out and may be tried again; RTO_INITIATED and RTO_DELIVERED
 * are the parcel going back to, and reaching, the store.
 */
export const SHIPMENT_STATUSES = [
  'BOOKED',
  'PICKED_UP',
  'IN_TRANSIT',
  'OUT_FOR_DELIVERY',
  'DELIVERY_FAILED',
  'DELIVERED',
  'RTO_INITIATED',
  'RTO_DELIVERED',
  'CANCELLED',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** The shopper's and the admin's words for each shipment status. */
export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  BOOKED: 'Booked with the courier',
  PICKED_UP: 'Picked up',
  IN_TRANSIT: 'In transit',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERY_FAILED: 'Delivery attempt failed',
  DELIVERED: 'Delivered',
  RTO_INITIATED: 'Returning to the store',
  RTO_DELIVERED: 'Returned to the store',
  CANCELLED: 'Booking cancelled',
};

/** One report of the courier about the parcel, oldest first in a shipment's list. */
export const shipmentEventSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  /** The courier's words ("Shipment picked up", "Consignee not available"). */
  description: z.string(),
  location: z.string().nullable(),
  at: z.string(),
});
export type ShipmentEvent = z.infer<typeof shipmentEventSchema>;

/** What a shopper may ask after a failed delivery attempt. */
export const DELIVERY_ATTEMPT_ACTIONS = ['REATTEMPT', 'NEW_PHONE'] as const;
export type DeliveryAttemptAction = (typeof DELIVERY_ATTEMPT_ACTIONS)[number];

/** An order's parcel as the shopper and the admin read it. */
export const shipmentSchema = z.object({
  id: z.number().int(),
  provider: z.enum(COURIER_PROVIDERS),
  courierName: z.string(),
  awb: z.string(),
  /** The courier's public tracking page for the AWB, null when the store knows none. */
  trackingUrl: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  bookedAt: z.string(),
  pickupScheduledAt: z.string().nullable(),
  /** Cash the courier collects at the door, in rupees: 0 for a prepaid order. */
  codAmount: z.number(),
  events: z.array(shipmentEventSchema),
  /**
   * The last failed delivery attempt while the parcel is still out: why it failed and what the
   * shopper asked since (null: nothing yet). Null when there is none.
   */
  deliveryIssue: z
    .object({
      at: z.string(),
      reason: z.string(),
      shopperAction: z.enum(DELIVERY_ATTEMPT_ACTIONS).nullable(),
    })
    .nullable(),
  /** When the admin marked a returned parcel received (stock back, prepaid money refunded). */
  rtoReceivedAt: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** Orders one booking takes at most: what a fulfilment screen selects at once. */
export const SHIPMENT_BOOKING_MAX_ORDERS = 50;
export const COURIER_NAME_MAX_LENGTH = 60;
export const AWB_MAX_LENGTH = 40;

export const SHIPMENT_MESSAGES = {
  courierName: 'Enter the courier company, for example Delhivery.',
  awb: 'Enter the AWB (tracking number) the courier gave.',
  awbFormat: 'An AWB has letters and digits only, at most 40.',
  trackingUrl: 'Enter the tracking page as a full https:// address, or leave it empty.',
  manualMissing: 'Enter the courier and AWB of every order booked by hand.',
  orders: `Choose between 1 and ${SHIPMENT_BOOKING_MAX_ORDERS} orders.`,
  notReady: 'Only a confirmed or processing order that has no parcel yet can be booked.',
  alreadyBooked: 'This order already has a parcel booked.',
  noShiprocket:
    'Shiprocket is not set up on this store. Set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD, or book by hand.',
  notBooked: 'This order has no parcel booked yet.',
  notReturned: 'Only a parcel the courier returned to the store can be marked received.',
  alreadyReceived: 'This returned parcel was already marked received.',
  noDeliveryIssue: 'There is no failed delivery attempt to answer for this order.',
  phone: 'Enter the mobile number the courier should call.',
  trackContact: 'Enter the email address or mobile number given with the order.',
  trackNotFound: 'No order has that number with that email address or mobile number.',
} as const;

const awb = text()
  .trim()
  .min(1, SHIPMENT_MESSAGES.awb)
  .max(AWB_MAX_LENGTH, SHIPMENT_MESSAGES.awbFormat)
  .regex(/^[A-Za-z0-9-]+$/, SHIPMENT_MESSAGES.awbFormat);

/** A parcel booked by hand (self-ship): the courier the store used and its AWB. */
export const manualParcelSchema = z.object({
  orderId: z.number().int().positive(),
  courierName: text().trim().min(1, SHIPMENT_MESSAGES.courierName).max(COURIER_NAME_MAX_LENGTH),
  awb,
  trackingUrl: z
    .union([z.literal(''), z.url({ protocol: /^https$/, error: SHIPMENT_MESSAGES.trackingUrl })])
    .nullish()
    .transform((value) => value || null),
});
export type ManualParcel = z.input<typeof manualParcelSchema>;

/**
 * POST /api/admin/shipments: book the chosen orders in one step. With `provider: 'shiprocket'`
 * the courier assigns each AWB; with 'self' each order's courier and AWB come in `manual`.
 */
export const shipmentBookingSchema = z
  .object({
    provider: z.enum(COURIER_PROVIDERS),
    orderIds: z
      .array(z.number().int().positive())
      .min(1, SHIPMENT_MESSAGES.orders)
      .max(SHIPMENT_BOOKING_MAX_ORDERS, SHIPMENT_MESSAGES.orders),
    manual: z.array(manualParcelSchema).max(SHIPMENT_BOOKING_MAX_ORDERS).default([]),
  })
  .superRefine((value, ctx) => {
    if (new Set(value.orderIds).size !== value.orderIds.length) {
      ctx.addIssue({ code: 'custom', path: ['orderIds'], message: 'An order is listed twice.' });
    }
    if (value.provider !== 'self') return;
    const typed = new Set(value.manual.map((parcel) => parcel.orderId));
    if (value.orderIds.some((id) => !typed.has(id))) {
      ctx.addIssue({ code: 'custom', path: ['manual'], message: SHIPMENT_MESSAGES.manualMissing });
    }
  });
export type ShipmentBookingRequest = z.input<typeof shipmentBookingSchema>;

/** What one booking did: the parcels booked and, per order, why one was not. */
export const shipmentBookingResultSchema = z.object({
  booked: z.array(shipmentSchema.extend({ orderId: z.number().int(), orderNumber: z.string() })),
  failed: z.array(
    z.object({
      orderId: z.number().int(),
      orderNumber: z.string().nullable(),
      code: z.string(),
      message: z.string(),
    }),
  ),
});
export type ShipmentBookingResult = z.infer<typeof shipmentBookingResultSchema>;

/** ?orderIds=1,2,3 of the labels, packing slips and manifest PDFs. */
export const shipmentDocumentsQuerySchema = z.object({
  orderIds: text()
    .max(SHIPMENT_BOOKING_MAX_ORDERS * 11)
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'List order ids separated by commas.')
    .transform((value) => [...new Set(value.split(',').map(Number))])
    .refine(
      (ids) => ids.length <= SHIPMENT_BOOKING_MAX_ORDERS && ids.every((id) => id > 0),
      SHIPMENT_MESSAGES.orders,
    ),
});

/** One row of the fulfilment screen: an order to ship, or one shipped today. */
export const fulfilmentOrderSchema = z.object({
  orderId: z.number().int(),
  orderNumber: z.string(),
  orderDate: z.string(),
  status: z.string(),
  customerName: z.string(),
  city: z.string(),
  zipCode: z.string(),
  itemCount: z.number().int(),
  totalAmount: z.number(),
  /** Cash to collect at the door, in rupees; 0 when paid online. */
  codAmount: z.number(),
  giftMessage: z.boolean(),
  shipment: shipmentSchema.nullable(),
});
export type FulfilmentOrder = z.infer<typeof fulfilmentOrderSchema>;

/**
 * GET /api/admin/fulfilment: "To ship today", the confirmed and processing orders without a
 * parcel, oldest first; "Booked", parcels booked today (India time) not yet picked up; the
 * couriers the store can book with.
 */
export const fulfilmentSchema = z.object({
  toShip: z.array(fulfilmentOrderSchema),
  booked: z.array(fulfilmentOrderSchema),
  providers: z.array(z.enum(COURIER_PROVIDERS)),
});
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

/** POST .../delivery-attempt: after a failed attempt, try again, or try again on a new phone. */
export const deliveryAttemptSchema = z
  .object({
    action: z.enum(DELIVERY_ATTEMPT_ACTIONS),
    phone: mobileSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'NEW_PHONE' && !value.phone) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: SHIPMENT_MESSAGES.phone });
    }
  });
export type DeliveryAttemptRequest = z.input<typeof deliveryAttemptSchema>;

/** POST /api/order/track: a guest finds an order by its number and its email or mobile. */
export const guestTrackSchema = z.object({
  orderNumber: text().trim().min(1).max(40),
  contact: text().trim().min(3, SHIPMENT_MESSAGES.trackContact).max(254),
});
export type GuestTrackRequest = z.input<typeof guestTrackSchema>;

/** The guest's delivery-attempt answer names the order as the lookup does. */
export const guestDeliveryAttemptSchema = guestTrackSchema.and(deliveryAttemptSchema);

/** ?orderId= of the admin's "received back" call. */
export const shipmentOrderParamsSchema = z.object({ id: idText() });
