import { describe, expect, it } from 'vitest';
import { CourierError } from './courier.js';
import {
  parcelDocument,
  parcelOrder,
  prepaidJaipur,
  readPdf,
  SENDER,
} from './parcel.test-fixtures.js';
import { drawManifest } from './parcel-documents-pdf.js';
import { SelfShipCourier } from './self-ship-courier.js';

// Self-ship: the admin types the courier and AWB; the store draws the label and manifest.

const courier = new SelfShipCourier();

async function courierError(run: () => unknown): Promise<CourierError> {
  const error = await Promise.resolve()
    .then(run)
    .then(
      () => null,
      (thrown: unknown) => thrown,
    );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
}

const cod = parcelDocument(parcelOrder(), { awb: 'DLV1234567890', courierName: 'Delhivery' });
const prepaid = parcelDocument(prepaidJaipur(), { awb: 'BD9988776655', courierName: 'Blue Dart' });

describe('booking by hand', () => {
  it('takes the courier and AWB the admin typed, with no provider ids and no pickup', async () => {
    const booked = await courier.book(parcelOrder(), {
      courierName: 'Delhivery',
      awb: 'DLV1234567890',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV1234567890',
    });
    expect(booked).toEqual({
      providerOrderId: null,
      providerShipmentId: null,
      awb: 'DLV1234567890',
      courierName: 'Delhivery',
      trackingUrl: 'https://www.delhivery.com/track/package/DLV1234567890',
      pickupScheduledAt: null,
    });
    expect(courier.provider).toBe('self');
  });

  it('refuses a booking without the courier and AWB', async () => {
    const error = await courierError(() => courier.book(parcelOrder()));
    expect(error.code).toBe('COURIER_REFUSED');
  });

  it('has nothing to track, passes a re-attempt to the admin and takes no webhook', async () => {
    expect(await courier.track('DLV1234567890')).toEqual([]);
    await expect(
      courier.reattempt('DLV1234567890', { phone: null, comment: 'Call before coming' }),
    ).resolves.toBeUndefined();
    const error = await courierError(() => courier.readWebhook({}, Buffer.from('{}')));
    expect(error.code).toBe('COURIER_REFUSED');
  });
});

describe('labels', () => {
  it('prints one 4x6 page per parcel with both addresses, the AWB and what to collect', async () => {
    const pdf = await courier.labels([cod, prepaid], SENDER);
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const { pages, text } = await readPdf(pdf);
    expect(pages).toBe(2);
    expect(text).toContain('COD: collect ₹1,549');
    expect(text).toContain('PREPAID: do not collect cash');
    for (const expected of [
      'Delhivery',
      'AWB DLV1234567890',
      'Order AH-2026-000123',
      'PIN 411045',
      'Priya Sharma',
      'Baner Road',
      'Pune, Maharashtra',
      'From',
      'Attar House',
      'Phone 9820012345',
      '3 items',
      'Weight 0.45 kg',
      'AWB BD9988776655',
      'PIN 302015',
      '1 item ',
      'Weight 0.12 kg',
    ]) {
      expect(text).toContain(expected);
    }
    // Page size: 288 x 432 points.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 288 432\]/);
  });

  it('prints nothing for no parcel', async () => {
    const error = await courierError(() => courier.labels([], SENDER));
    expect(error.code).toBe('COURIER_REFUSED');
  });
});

describe('the pickup manifest', () => {
  it('lists each order with its AWB, consignee, PIN, cash and weight, and the totals', async () => {
    const pdf = await drawManifest([cod, prepaid], SENDER, new Date('2026-05-23T20:00:00Z'));
    const { pages, text } = await readPdf(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Pickup manifest',
      // 20:00 UTC is already the next day in India.
      'Date: 24 May 2026',
      'Couriers: Delhivery, Blue Dart',
      'AH-2026-000123',
      'DLV1234567890',
      'Priya Sharma',
      '411045',
      '₹1,549',
      'AH-2026-000124',
      'BD9988776655',
      'Neha Gupta',
      '302015',
      'Prepaid',
      'Parcels: 2',
      'Cash to collect: ₹1,549',
      'Handed over by the store',
      "Received by the courier's agent",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('runs over pages with the head repeated when there are many parcels', async () => {
    const many = Array.from({ length: 60 }, (_, index) =>
      parcelDocument(
        parcelOrder({ orderNumber: `AH-2026-${String(index + 1).padStart(6, '0')}` }),
        {
          awb: `DLV${1000 + index}`,
          courierName: 'Delhivery',
        },
      ),
    );
    const { pages, text } = await readPdf(await courier.manifest(many, SENDER));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('AH-2026-000060');
    expect(text).toContain('Parcels: 60');
    expect(text).toContain('Cash to collect: ₹92,940');
    expect(text).toContain(`page ${pages} of ${pages}`);
    expect(text.match(/Order number/g)?.length).toBe(pages);
  });
});
