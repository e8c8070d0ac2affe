import { normaliseIndianMobile, paiseToRupees } from '@attar/contracts';
import { z } from 'zod';
import {
  CourierError,
  type BookedParcel,
  type BookedParcelDocument,
  type Courier,
  type CourierEvent,
  type ParcelOrder,
  type ParcelSender,
} from './courier.js';
import { ShiprocketApi, SHIPROCKET_DEFAULT_API_BASE } from './shiprocket-api.js';
import {
  eventsOfScans,
  parseShiprocketTime,
  readShiprocketWebhook,
  shiprocketDateTime,
  trackingAnswer,
} from './shiprocket-reports.js';

export { SHIPROCKET_DEFAULT_API_BASE };

export interface ShiprocketSettings {
  /** The API user's email and password (Shiprocket panel, Settings > API). */
  email: string;
  password: string;
  /** What Shiprocket's webhook sends in `x-api-key`; null refuses every webhook. */
  webhookToken: string | null;
  apiBase: string;
  /** The pickup location's name as the Shiprocket panel spells it. */
  pickupLocation: string;
  timeoutMs?: number;
  /** The clock the login token's age is read from (tests move it on). */
  now?: () => Date;
}

/**
 * The parcel's size in cm. The store keeps no product dimensions: one box fits an order of attars
 * or jewellery, and couriers bill on the weight unless the box is larger than this says.
 */
export const PARCEL_BOX_CM = { length: 20, breadth: 15, height: 10 };

export const shiprocketTrackingUrl = (awb: string) =>
  `https://shiprocket.co/tracking/${encodeURIComponent(awb)}`;

const id = z.union([z.number(), z.string().min(1)]).transform(String);
const createdOrder = z.object({ order_id: id, shipment_id: id, status: z.string().optional() });
const assignedAwb = z.object({
  awb_assign_status: z.coerce.number(),
  message: z.string().optional(),
  response: z
    .object({
      data: z
        .object({
          awb_code: z.union([z.string(), z.number()]).nullable().optional(),
          courier_name: z.string().nullable().optional(),
          awb_assign_error: z.string().nullable().optional(),
        })
        .optional(),
    })
    .optional(),
});
const pickup = z.object({
  pickup_status: z.coerce.number(),
  response: z.object({ pickup_scheduled_date: z.string().nullable().optional() }).optional(),
});
const generatedLabel = z.object({
  label_created: z.coerce.number(),
  label_url: z.string().nullable().optional(),
  response: z.string().optional(),
});
const generatedManifest = z.object({
  status: z.coerce.number().optional(),
  manifest_url: z.string().nullable().optional(),
});

/** An AWB as one path segment: an AWB holding a slash cannot reach another path. */
function awbSegment(awb: string): string {
  if (!/^[A-Za-z0-9-]{1,40}$/.test(awb)) {
    throw new CourierError('COURIER_REFUSED', `Not an AWB: ${JSON.stringify(awb)}.`);
  }
  return awb;
}

const rupees = (paise: number) => paiseToRupees(paise);

/** Shiprocket takes the consignee's first name and last name apart. */
function splitName(name: string): { first: string; last: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/**
 * The adhoc order: Shiprocket collects the items' sub-total plus shipping_charges less
 * total_discount, so the difference between the items and what is owed goes into one of those,
 * and a cash order's courier collects exactly the order's cash on delivery.
 */
function adhocOrder(parcel: ParcelOrder, pickupLocation: string) {
  const { first, last } = splitName(parcel.address.name);
  const itemsPaise = parcel.items.reduce((sum, item) => sum + item.unitPricePaise * item.units, 0);
  const cash = parcel.codAmountPaise > 0;
  const owedPaise = cash ? parcel.codAmountPaise : parcel.totalPaise;
  const phone = parcel.address.phone ?? parcel.customer.phone;
  return {
    order_id: parcel.orderNumber,
    order_date: shiprocketDateTime(parcel.orderDate),
    pickup_location: pickupLocation,
    billing_customer_name: first,
    billing_last_name: last,
    billing_address: parcel.address.line1,
    billing_address_2: parcel.address.line2 ?? '',
    billing_city: parcel.address.city,
    billing_pincode: parcel.address.pincode,
    billing_state: parcel.address.state,
    billing_country: 'India',
    billing_email: parcel.customer.email,
    billing_phone: phone ? normaliseIndianMobile(phone) : '',
    shipping_is_billing: true,
    order_items: parcel.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      units: item.units,
      selling_price: rupees(item.unitPricePaise),
      hsn: item.hsn ?? '',
    })),
    payment_method: cash ? 'COD' : 'Prepaid',
    sub_total: rupees(itemsPaise),
    shipping_charges: rupees(Math.max(0, owedPaise - itemsPaise)),
    total_discount: rupees(Math.max(0, itemsPaise - owedPaise)),
    ...PARCEL_BOX_CM,
    weight: Math.max(parcel.weightGrams, 1) / 1000,
  };
}

/** The Shiprocket shipment ids of parcels it booked; a self-shipped parcel has none. */
function shipmentIds(parcels: BookedParcelDocument[]): string[] {
  if (parcels.length === 0) throw new CourierError('COURIER_REFUSED', 'No parcels to print.');
  return parcels.map((parcel) => {
    if (!parcel.providerShipmentId) {
      throw new CourierError(
        'COURIER_REFUSED',
        `Order ${parcel.orderNumber} was not booked with Shiprocket.`,
      );
    }
    return parcel.providerShipmentId;
  });
}

/** Shiprocket through its REST API (docs/decisions/0061). */
export class ShiprocketCourier implements Courier {
  readonly provider = 'shiprocket' as const;
  private readonly api: ShiprocketApi;
  private readonly webhookToken: string | null;
  private readonly pickupLocation: string;

  constructor({
    email,
    password,
    webhookToken,
    apiBase,
    pickupLocation,
    timeoutMs = 15_000,
    now = () => new Date(),
  }: ShiprocketSettings) {
    this.api = new ShiprocketApi({ email, password, apiBase, timeoutMs, now });
    this.webhookToken = webhookToken;
    this.pickupLocation = pickupLocation;
  }

  /**
   * Creates the order and its shipment, assigns an AWB (Shiprocket picks the courier) and asks
   * for a pickup. The parcel is booked once it has an AWB: a pickup Shiprocket could not schedule
   * leaves `pickupScheduledAt` null (the store asks again from Shiprocket's panel) rather than
   * losing an AWB already given. A courier and AWB typed by hand (`manual`) are not Shiprocket's:
   * it assigns its own.
   */
  async book(parcel: ParcelOrder, _manual?: unknown): Promise<BookedParcel> {
    const order = await this.api.call(
      'POST',
      '/orders/create/adhoc',
      createdOrder,
      adhocOrder(parcel, this.pickupLocation),
    );
    const assigned = await this.api.call('POST', '/courier/assign/awb', assignedAwb, {
      shipment_id: order.shipment_id,
    });
    const data = assigned.response?.data;
    const awb = data?.awb_code ? String(data.awb_code) : '';
    if (assigned.awb_assign_status !== 1 || !awb) {
      const reason = data?.awb_assign_error ?? assigned.message ?? 'no AWB was assigned';
      throw new CourierError('COURIER_REFUSED', `Shiprocket: ${reason}`);
    }
    return {
      providerOrderId: order.order_id,
      providerShipmentId: order.shipment_id,
      awb,
      courierName: data?.courier_name?.trim() || 'Shiprocket',
      trackingUrl: shiprocketTrackingUrl(awb),
      pickupScheduledAt: await this.schedulePickup(order.shipment_id),
    };
  }

  private async schedulePickup(shipmentId: string): Promise<Date | null> {
    try {
      const answer = await this.api.call('POST', '/courier/generate/pickup', pickup, {
        shipment_id: [shipmentId],
      });
      if (answer.pickup_status !== 1) return null;
      return parseShiprocketTime(answer.response?.pickup_scheduled_date);
    } catch (error) {
      if (error instanceof CourierError && error.code !== 'COURIER_AUTH') return null;
      throw error;
    }
  }

  /** Shiprocket's labels of these parcels, one PDF. */
  async labels(parcels: BookedParcelDocument[], _sender?: ParcelSender): Promise<Buffer> {
    const answer = await this.api.call('POST', '/courier/generate/label', generatedLabel, {
      shipment_id: shipmentIds(parcels),
    });
    if (answer.label_created !== 1 || !answer.label_url) {
      throw new CourierError('COURIER_REFUSED', `Shiprocket: ${answer.response ?? 'no label'}`);
    }
    return this.api.download(answer.label_url);
  }

  /**
   * Shiprocket's manifest of these parcels, one PDF. Shiprocket generates a shipment's manifest
   * once; asked again, it refuses, and the one it made is printed by Shiprocket's order ids.
   */
  async manifest(parcels: BookedParcelDocument[], _sender?: ParcelSender): Promise<Buffer> {
    const ids = shipmentIds(parcels);
    let url: string | null | undefined;
    try {
      const answer = await this.api.call('POST', '/manifests/generate', generatedManifest, {
        shipment_id: ids,
      });
      url = answer.manifest_url;
    } catch (error) {
      if (!(error instanceof CourierError && /already/i.test(error.message))) throw error;
      const orderIds = parcels.map((parcel) => parcel.providerOrderId);
      if (orderIds.some((orderId) => !orderId)) throw error;
      const printed = await this.api.call('POST', '/manifests/print', generatedManifest, {
        order_ids: orderIds,
      });
      url = printed.manifest_url;
    }
    if (!url) throw new CourierError('COURIER_REFUSED', 'Shiprocket: no manifest was generated.');
    return this.api.download(url);
  }

  async track(awb: string): Promise<CourierEvent[]> {
    const answer = await this.api.call(
      'GET',
      `/courier/track/awb/${awbSegment(awb)}`,
      trackingAnswer,
    );
    return eventsOfScans(awb, answer.tracking_data?.shipment_track_activities ?? []);
  }

  async reattempt(awb: string, request: { phone: string | null; comment: string }): Promise<void> {
    await this.api.call('POST', `/ndr/${awbSegment(awb)}/action`, z.unknown(), {
      action: 're-attempt',
      comments: request.comment,
      ...(request.phone ? { phone: normaliseIndianMobile(request.phone) } : {}),
    });
  }

  readWebhook(headers: Record<string, string | string[] | undefined>, body: Buffer) {
    return readShiprocketWebhook(headers, body, this.webhookToken);
  }
}
