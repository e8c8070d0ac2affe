import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  SHIPROCKET_TEST_LOGIN,
  startShiprocketStandin,
  type ShiprocketStandin,
} from '../../../../test/shiprocket-standin.js';
import { CourierError } from './courier.js';
import {
  parcelDocument,
  parcelOrder,
  prepaidJaipur,
  readPdf,
  SENDER,
} from './parcel.test-fixtures.js';
import { ShiprocketCourier, type ShiprocketSettings } from './shiprocket-courier.js';

// The Shiprocket adapter over HTTP against a local program that speaks Shiprocket's API.

const WEBHOOK_TOKEN = 'standin-webhook-token-0123456789abcdef';

let standin: ShiprocketStandin;
let orderCount = 0;

beforeAll(async () => {
  standin = await startShiprocketStandin();
});
afterAll(() => standin.close());
beforeEach(() => standin.unserviceablePincodes.clear());

const newCourier = (settings: Partial<ShiprocketSettings> = {}) =>
  new ShiprocketCourier({
    ...SHIPROCKET_TEST_LOGIN,
    webhookToken: WEBHOOK_TOKEN,
    apiBase: standin.url,
    pickupLocation: 'Primary',
    ...settings,
  });

/** A parcel with an order number of its own, so each test books its own Shiprocket order. */
const freshOrder = (overrides: Parameters<typeof parcelOrder>[0] = {}) => {
  orderCount += 1;
  return parcelOrder({ orderNumber: `AH-2026-${String(700 + orderCount)}`, ...overrides });
};

const calledSince = (from: number, path: string) =>
  standin.calls.slice(from).filter((call) => call.path === path).length;

async function courierError(promise: Promise<unknown>): Promise<CourierError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
}

describe('booking', () => {
  it('creates the order, assigns an AWB and schedules the pickup', async () => {
    const courier = newCourier();
    const parcel = freshOrder();
    const booked = await courier.book(parcel);
    expect(booked).toEqual({
      providerOrderId: expect.stringMatching(/^\d+$/),
      providerShipmentId: expect.stringMatching(/^\d+$/),
      awb: expect.stringMatching(/^SR\d+$/),
      courierName: 'Delhivery Surface',
      trackingUrl: `https://shiprocket.co/tracking/${booked.awb}`,
      pickupScheduledAt: expect.any(Date),
    });
    const shipment = standin.shipments.get(Number(booked.providerShipmentId))!;
    expect(booked.pickupScheduledAt).toEqual(
      new Date(`${shipment.pickupScheduledDate!.replace(' ', 'T')}+05:30`),
    );
    expect(shipment.order).toMatchObject({
      order_id: parcel.orderNumber,
      order_date: '2026-05-19 11:59',
      pickup_location: 'Primary',
      billing_customer_name: 'Priya',
      billing_last_name: 'Sharma',
      billing_address: 'Flat 12, Sunrise Apartments',
      billing_address_2: 'Baner Road',
      billing_city: 'Pune',
      billing_pincode: '411045',
      billing_state: 'Maharashtra',
      billing_country: 'India',
      billing_email: 'priya@example.in',
      billing_phone: '9876543210',
      shipping_is_billing: true,
      order_items: [
        {
          name: 'Mysore Sandal Attar',
          sku: 'AT-MYS-10',
          units: 2,
          selling_price: 650,
          hsn: '3303',
        },
        { name: 'Kannauj Rose Attar', sku: 'AT-ROSE-6', units: 1, selling_price: 199, hsn: '' },
      ],
      payment_method: 'COD',
      // The items come to ₹1,499; the courier collects ₹1,549 with the shipping.
      sub_total: 1499,
      shipping_charges: 50,
      total_discount: 0,
      length: 20,
      breadth: 15,
      height: 10,
      weight: 0.45,
    });
  });

  it('books a prepaid parcel as Prepaid, with the phone as ten digits, and gives each its own AWB', async () => {
    const courier = newCourier();
    const first = await courier.book(prepaidJaipur(`AH-2026-${800 + orderCount++}`));
    const second = await courier.book(freshOrder());
    expect(first.awb).not.toBe(second.awb);
    const order = standin.shipments.get(Number(first.providerShipmentId))!.order;
    expect(order).toMatchObject({
      payment_method: 'Prepaid',
      billing_phone: '9829011111',
      billing_address_2: '',
      sub_total: 2400,
      shipping_charges: 0,
    });
  });

  it('logs in once for many calls, at once or one after another', async () => {
    const courier = newCourier();
    const from = standin.calls.length;
    const booked = await Promise.all([courier.book(freshOrder()), courier.book(freshOrder())]);
    await courier.track(booked[0].awb);
    expect(calledSince(from, '/auth/login')).toBe(1);
    expect(calledSince(from, '/orders/create/adhoc')).toBe(2);
  });

  it('logs in again when Shiprocket refuses the token, and after nine days', async () => {
    let now = new Date('2026-05-01T00:00:00Z');
    const courier = newCourier({ now: () => now });
    const { awb } = await courier.book(freshOrder());

    let from = standin.calls.length;
    standin.expireTokens();
    expect(await courier.track(awb)).toEqual([]);
    // The refused call, the login, the call again.
    expect(standin.calls.slice(from).map((call) => call.path)).toEqual([
      `/courier/track/awb/${awb}`,
      '/auth/login',
      `/courier/track/awb/${awb}`,
    ]);

    // That token is renewed after nine days, before Shiprocket refuses it.
    from = standin.calls.length;
    now = new Date('2026-05-09T23:00:00Z');
    await courier.track(awb);
    expect(calledSince(from, '/auth/login')).toBe(0);
    from = standin.calls.length;
    now = new Date('2026-05-10T01:00:00Z');
    await courier.track(awb);
    expect(standin.calls.slice(from).map((call) => call.path)).toEqual([
      '/auth/login',
      `/courier/track/awb/${awb}`,
    ]);
  });

  it('says COURIER_AUTH for a wrong password, and for a token refused after a new login', async () => {
    const wrong = newCourier({ password: 'not-the-password' });
    const refused = await courierError(wrong.book(freshOrder()));
    expect(refused.code).toBe('COURIER_AUTH');
    expect(refused.message).toBe('Shiprocket: Invalid email and password combination');

    const courier = newCourier();
    await courier.track('SR1');
    standin.failNext('/courier/track/awb/SR1', 401, { message: 'Unauthenticated.' });
    standin.failNext('/courier/track/awb/SR1', 401, { message: 'Unauthenticated.' });
    const from = standin.calls.length;
    expect((await courierError(courier.track('SR1'))).code).toBe('COURIER_AUTH');
    expect(calledSince(from, '/auth/login')).toBe(1);
  });

  it("passes on Shiprocket's refusals in its words", async () => {
    const courier = newCourier();
    const noPhone = freshOrder({
      customer: { name: 'Priya Sharma', email: 'priya@example.in', phone: null },
      address: { ...parcelOrder().address, phone: null },
    });
    const invalid = await courierError(courier.book(noPhone));
    expect(invalid.code).toBe('COURIER_REFUSED');
    expect(invalid.message).toBe(
      'Shiprocket: Oops! Invalid Data. The billing phone must be 10 digits.',
    );

    standin.unserviceablePincodes.add('411045');
    const unserviceable = await courierError(courier.book(freshOrder()));
    expect(unserviceable.code).toBe('COURIER_REFUSED');
    expect(unserviceable.message).toBe(
      'Shiprocket: Selected courier is not serviceable for this pincode.',
    );

    const wrongPlace = newCourier({ pickupLocation: 'Warehouse 2' });
    expect((await courierError(wrongPlace.book(freshOrder()))).message).toMatch(
      /^Shiprocket: Oops! Invalid Data. Wrong Pickup location entered/,
    );
  });

  it('says COURIER_UNAVAILABLE for an outage, a rate limit, a cut connection, a timeout and no answer', async () => {
    const courier = newCourier({ timeoutMs: 500 });
    await courier.track('SR1');
    for (const failure of [503, 500, 429, 'drop', 'timeout'] as const) {
      standin.failNext('/orders/create/adhoc', failure);
      const error = await courierError(courier.book(freshOrder()));
      expect([failure, error.code]).toEqual([failure, 'COURIER_UNAVAILABLE']);
    }
    const unreachable = newCourier({ apiBase: 'http://127.0.0.1:9/v1/external', timeoutMs: 2000 });
    expect((await courierError(unreachable.track('SR1'))).code).toBe('COURIER_UNAVAILABLE');
  });

  it('keeps a booking whose pickup Shiprocket could not schedule, without a pickup', async () => {
    const courier = newCourier();
    standin.failNext('/courier/generate/pickup', 500);
    const booked = await courier.book(freshOrder());
    expect(booked.awb).toMatch(/^SR\d+$/);
    expect(booked.pickupScheduledAt).toBeNull();
  });
});

describe('labels and the manifest', () => {
  it("fetches Shiprocket's labels and manifest as PDFs, and reprints a manifest already made", async () => {
    const courier = newCourier();
    const parcels = [freshOrder(), freshOrder()];
    const documents = await Promise.all(
      parcels.map(async (parcel) => {
        const booked = await courier.book(parcel);
        return { ...parcelDocument(parcel, booked), providerOrderId: booked.providerOrderId };
      }),
    );
    const labels = await courier.labels(documents);
    expect(labels.subarray(0, 4).toString()).toBe('%PDF');
    const { text } = await readPdf(labels);
    for (const document of documents) expect(text).toContain(`AWB ${document.awb}`);

    const manifest = await courier.manifest(documents);
    expect(manifest.subarray(0, 4).toString()).toBe('%PDF');
    const from = standin.calls.length;
    const again = await courier.manifest(documents);
    expect(again.subarray(0, 4).toString()).toBe('%PDF');
    expect(standin.calls.slice(from).map((call) => call.path)).toEqual([
      '/manifests/generate',
      '/manifests/print',
    ]);
    expect(standin.calls.at(-1)?.body).toEqual({
      order_ids: documents.map((document) => document.providerOrderId),
    });
  });

  it('refuses to print a parcel Shiprocket did not book', async () => {
    const courier = newCourier();
    const selfShipped = parcelDocument(parcelOrder(), { awb: 'DLV1', courierName: 'Delhivery' });
    expect((await courierError(courier.labels([selfShipped], SENDER))).code).toBe(
      'COURIER_REFUSED',
    );
    expect((await courierError(courier.manifest([], SENDER))).code).toBe('COURIER_REFUSED');
  });
});

describe('tracking and re-attempts', () => {
  it("answers the AWB's reports oldest first, in the store's statuses, leaving out the others", async () => {
    const courier = newCourier();
    const { awb } = await courier.book(freshOrder());
    const at = (iso: string) => new Date(iso);
    standin.webhook({
      awb,
      statusId: 42,
      status: 'PICKED UP',
      at: at('2026-05-19T06:30:05Z'),
      token: null,
    });
    standin.webhook({
      awb,
      statusId: 5,
      status: 'MANIFEST GENERATED',
      at: at('2026-05-19T07:00:00Z'),
      token: null,
    });
    standin.webhook({
      awb,
      statusId: 18,
      status: 'IN TRANSIT',
      at: at('2026-05-20T01:10:00Z'),
      token: null,
      location: 'Bhiwandi_Mankoli_HB (Maharashtra)',
    });
    const events = await courier.track(awb);
    expect(events).toEqual([
      {
        key: `${awb}:42:2026-05-19T06:30:05.000Z`,
        awb,
        status: 'PICKED_UP',
        description: 'Picked up from the seller',
        location: 'Mumbai_Andheri_H (Maharashtra)',
        occurredAt: at('2026-05-19T06:30:05Z'),
      },
      {
        key: `${awb}:18:2026-05-20T01:10:00.000Z`,
        awb,
        status: 'IN_TRANSIT',
        description: 'In transit - bagged at hub',
        location: 'Bhiwandi_Mankoli_HB (Maharashtra)',
        occurredAt: at('2026-05-20T01:10:00Z'),
      },
    ]);
    expect(await courier.track('SR404')).toEqual([]);
  });

  it('asks for another attempt on a new phone after a failed one, and says when there is none', async () => {
    const courier = newCourier();
    const { awb, providerShipmentId } = await courier.book(freshOrder());
    const early = await courierError(courier.reattempt(awb, { phone: null, comment: 'Try again' }));
    expect(early.code).toBe('COURIER_REFUSED');
    expect(early.message).toBe('Shiprocket: No NDR is open for this AWB.');

    standin.webhook({ awb, statusId: 21, status: 'UNDELIVERED', token: null });
    await courier.reattempt(awb, { phone: '+91 98200 55555', comment: 'Shopper asked again' });
    await courier.reattempt(awb, { phone: null, comment: 'Deliver after 6 pm' });
    expect(standin.shipments.get(Number(providerShipmentId))!.ndrActions).toEqual([
      { action: 're-attempt', comments: 'Shopper asked again', phone: '9820055555' },
      { action: 're-attempt', comments: 'Deliver after 6 pm' },
    ]);

    const from = standin.calls.length;
    expect(
      (await courierError(courier.reattempt('../orders', { phone: null, comment: '' }))).code,
    ).toBe('COURIER_REFUSED');
    expect(standin.calls.length).toBe(from);
  });
});
