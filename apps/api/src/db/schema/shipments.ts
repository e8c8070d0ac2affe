import { COURIER_PROVIDERS, DELIVERY_ATTEMPT_ACTIONS, SHIPMENT_STATUSES } from '@attar/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
import { users } from './users.js';

/**
 * An order's parcel with a courier (docs/decisions/0061): one per order, so two bookings of one
 * order cannot both succeed; the courier's AWB names it to the webhooks.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: COURIER_PROVIDERS }).notNull(),
    courierName: text('courier_name').notNull(),
    awb: text('awb').notNull(),
    trackingUrl: text('tracking_url'),
    /** The courier's own ids of its order and shipment (Shiprocket's); null for self-ship. */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('BOOKED'),
    /** Cash the courier collects at the door: 0 for a prepaid order. */
    codAmountPaise: integer('cod_amount_paise').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull().defaultNow(),
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    pickupScheduledAt: timestamp('pickup_scheduled_at', { withTimezone: true }),
    /** The last failed delivery attempt (NDR) while the parcel is out, and the shopper's answer. */
    deliveryIssueAt: timestamp('delivery_issue_at', { withTimezone: true }),
    deliveryIssueReason: text('delivery_issue_reason'),
    deliveryIssueAction: text('delivery_issue_action', { enum: DELIVERY_ATTEMPT_ACTIONS }),
    /** When the admin marked a parcel returned to origin as received back. */
    rtoReceivedAt: timestamp('rto_received_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shipments_order_key').on(table.orderId),
    uniqueIndex('shipments_provider_awb_key').on(table.provider, table.awb),
    // The fulfilment screen's "booked today" list.
    index('shipments_status_booked_idx').on(table.status, table.bookedAt),
    check('shipments_cod_amount_valid', sql`${table.codAmountPaise} >= 0`),
  ],
);

/**
 * What the courier reported about a parcel, oldest first by `occurred_at`. `event_key` (the AWB,
 * the courier's status and its time) is unique, so a report delivered twice is written once and
 * applied once.
 */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    description: text('description').notNull(),
    location: text('location'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('shipment_events_event_key').on(table.eventKey),
    index('shipment_events_shipment_idx').on(table.shipmentId, table.occurredAt),
  ],
);

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
