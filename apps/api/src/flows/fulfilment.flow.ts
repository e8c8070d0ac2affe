import {
  COURIER_PROVIDER_LABELS,
  paiseToRupees,
  type CourierProvider,
  type Fulfilment,
  type FulfilmentOrder,
  type Shipment,
} from '@attar/contracts';
import type { AppContext } from '../app-context.js';
import type { Db, DbOrTx } from '../db/client.js';
import { AppError } from '../lib/errors.js';
import { ordersToShip, type OrderToShip } from '../modules/orders/order-queries.service.js';
import { getSetting } from '../modules/settings/settings.service.js';
import {
  CourierError,
  type BookedParcelDocument,
  type ParcelSender,
} from '../modules/shipping/couriers.service.js';
import {
  orderIdsReadyToShip,
  shipmentDtosOfOrders,
  shipmentsBookedToday,
  shipmentsOfOrders,
} from '../modules/shipments/shipments.service.js';
import { codAmountPaiseOf, courierFor, parcelOrdersOf } from './parcel-order.js';

// The fulfilment screen (docs/decisions/0061): what to pack and book today, what was booked
// today, and the papers a courier's parcels go out with.

/** Rows each list of the fulfilment screen shows at most: a day's packing, with room to spare. */
export const FULFILMENT_LIST_LIMIT = 200;

/** The store's own name when the invoice identity names no seller yet. */
const STORE_NAME = 'Attar House';

function fulfilmentRow(
  { order, items, customer }: OrderToShip,
  shipment: Shipment | null,
): FulfilmentOrder {
  const name = [customer?.firstName, customer?.lastName].filter(Boolean).join(' ').trim();
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    status: order.status,
    customerName: name || order.shippingAddress.fullName,
    city: order.shippingAddress.city,
    zipCode: order.shippingAddress.zipCode,
    itemCount: items.reduce((units, item) => units + item.quantity, 0),
    totalAmount: paiseToRupees(order.totalPaise),
    codAmount: shipment ? shipment.codAmount : paiseToRupees(codAmountPaiseOf(order)),
    giftMessage: Boolean(order.giftMessage),
    shipment,
  };
}

/**
 * GET /api/admin/fulfilment: the confirmed and processing orders without a parcel, oldest
 * first; the parcels booked today (India time) the courier has not picked up; the couriers
 * this store books with.
 */
export async function getFulfilment(db: Db, couriers: AppContext['couriers']): Promise<Fulfilment> {
  const [toShipIds, bookedToday] = await Promise.all([
    orderIdsReadyToShip(db, FULFILMENT_LIST_LIMIT),
    shipmentsBookedToday(db, FULFILMENT_LIST_LIMIT),
  ]);
  const bookedIds = bookedToday.map((shipment) => shipment.orderId);
  const [orders, shipments] = await Promise.all([
    ordersToShip(db, [...toShipIds, ...bookedIds]),
    shipmentDtosOfOrders(db, bookedIds),
  ]);
  const byId = new Map(orders.map((found) => [found.order.id, found]));
  const rowsOf = (ids: number[]) =>
    ids.flatMap((id) => {
      const found = byId.get(id);
      return found ? [fulfilmentRow(found, shipments.get(id) ?? null)] : [];
    });
  return {
    toShip: rowsOf(toShipIds),
    booked: rowsOf(bookedIds),
    providers: couriers.shiprocket ? ['self', 'shiprocket'] : ['self'],
  };
}

/**
 * Who sends the parcels, printed as "From" on labels and manifests: the seller and address of
 * the invoices (Settings > Invoice identity) and the store's phone (Settings > Store contact).
 */
async function senderOf(db: DbOrTx): Promise<ParcelSender> {
  const [identity, contact] = await Promise.all([
    getSetting(db, 'invoice_identity'),
    getSetting(db, 'store_contact'),
  ]);
  const address = identity.address || contact.address;
  return {
    name: identity.legalName || STORE_NAME,
    addressLines: address
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
    phone: contact.phone || null,
  };
}

/**
 * The booked parcels of these orders, all with one courier: 404 for an unknown order, 409
 * SHIPMENT_NOT_BOOKED naming the orders without a parcel, 409 MIXED_COURIERS when they are
 * booked with more than one courier (one PDF holds one courier's parcels).
 */
async function bookedParcelsOf(
  db: Db,
  orderIds: number[],
): Promise<{ provider: CourierProvider; parcels: BookedParcelDocument[] }> {
  const [orders, shipments] = await Promise.all([
    ordersToShip(db, orderIds),
    shipmentsOfOrders(db, orderIds),
  ]);
  const known = new Set(orders.map(({ order }) => order.id));
  const unknown = orderIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new AppError(404, 'NOT_FOUND', `No order has the id ${unknown.join(', ')}.`, {
      orderIds: unknown,
    });
  }
  const shipmentOf = new Map(shipments.map((shipment) => [shipment.orderId, shipment]));
  const unbooked = orders.filter(({ order }) => !shipmentOf.has(order.id));
  if (unbooked.length > 0) {
    const numbers = unbooked.map(({ order }) => order.orderNumber);
    throw new AppError(
      409,
      'SHIPMENT_NOT_BOOKED',
      `Book ${numbers.join(', ')} with a courier first: ${numbers.length === 1 ? 'it has' : 'they have'} no parcel yet.`,
      { orderIds: unbooked.map(({ order }) => order.id), orderNumbers: numbers },
    );
  }
  const providers = [...new Set(shipments.map((shipment) => shipment.provider))];
  if (providers.length > 1) {
    throw new AppError(
      409,
      'MIXED_COURIERS',
      `These orders are booked with ${providers.map((provider) => COURIER_PROVIDER_LABELS[provider]).join(' and ')}: download each courier's papers separately.`,
      { providers },
    );
  }
  const parcels = await parcelOrdersOf(db, orders);
  return {
    provider: providers[0]!,
    parcels: orders.map(({ order }, index) => {
      const shipment = shipmentOf.get(order.id)!;
      return {
        orderNumber: order.orderNumber,
        providerShipmentId: shipment.providerShipmentId,
        awb: shipment.awb,
        courierName: shipment.courierName,
        parcel: parcels[index]!,
      };
    }),
  };
}

export interface ParcelPapers {
  fileName: string;
  pdf: Buffer;
}

/** The labels or the pickup manifest of booked orders, drawn by the courier they are booked with. */
export async function parcelPapersFile(
  db: Db,
  couriers: AppContext['couriers'],
  paper: 'labels' | 'manifest',
  orderIds: number[],
): Promise<ParcelPapers> {
  const { provider, parcels } = await bookedParcelsOf(db, orderIds);
  const courier = courierFor(couriers, provider);
  const sender = await senderOf(db);
  let pdf: Buffer;
  try {
    pdf =
      paper === 'labels'
        ? await courier.labels(parcels, sender)
        : await courier.manifest(parcels, sender);
  } catch (error) {
    // Shiprocket draws its own papers: when it cannot, the admin tries again later.
    if (error instanceof CourierError) {
      throw new AppError(502, 'PROVIDER_UNAVAILABLE', error.message, { code: error.code });
    }
    throw error;
  }
  const name = parcels.length === 1 ? parcels[0]!.orderNumber : `${parcels.length}-orders`;
  return { fileName: `${paper}-${name}.pdf`, pdf };
}
