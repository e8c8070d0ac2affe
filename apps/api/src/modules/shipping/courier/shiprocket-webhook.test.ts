import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SHIPROCKET_TEST_LOGIN,
  startShiprocketStandin,
  type ShiprocketStandin,
} from '../../../../test/shiprocket-standin.js';
import { CourierError } from './courier.js';
import { parcelOrder } from './parcel.test-fixtures.js';
import { ShiprocketCourier, type ShiprocketSettings } from './shiprocket-courier.js';
import { parseShiprocketTime } from './shiprocket-reports.js';

// Shiprocket's tracking webhook as the stand-in sends it, read by the adapter: its token, its
// statuses in the store's terms and its times.

const WEBHOOK_TOKEN = 'standin-webhook-token-0123456789abcdef';

let standin: ShiprocketStandin;

beforeAll(async () => {
  standin = await startShiprocketStandin();
});
afterAll(() => standin.close());

const newCourier = (settings: Partial<ShiprocketSettings> = {}) =>
  new ShiprocketCourier({
    ...SHIPROCKET_TEST_LOGIN,
    webhookToken: WEBHOOK_TOKEN,
    apiBase: standin.url,
    pickupLocation: 'Primary',
    ...settings,
  });

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

describe('webhooks', () => {
  let receiver: Server;
  let receiverUrl: string;
  const courier = () => newCourier();

  // A stand-in for the store's webhook route: it reads what arrives through the adapter.
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        try {
          const events = courier().readWebhook(request.headers, Buffer.concat(chunks));
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(events));
        } catch (error) {
          response.writeHead(error instanceof CourierError ? 401 : 500);
          response.end(error instanceof CourierError ? error.code : String(error));
        }
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('reads a webhook Shiprocket sends with the token as one event', async () => {
    const { awb } = await courier().book(parcelOrder({ orderNumber: 'AH-2026-000901' }));
    const at = new Date('2026-05-23T06:13:52Z');
    const response = await standin.sendWebhook(receiverUrl, {
      awb,
      statusId: 17,
      status: 'OUT FOR DELIVERY',
      at,
      token: WEBHOOK_TOKEN,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      {
        key: `${awb}:17:2026-05-23T06:13:52.000Z`,
        awb,
        status: 'OUT_FOR_DELIVERY',
        description: 'Out for delivery',
        location: 'Mumbai_Andheri_H (Maharashtra)',
        occurredAt: '2026-05-23T06:13:52.000Z',
      },
    ]);
  });

  it('refuses a wrong or missing token, and every token when the store has none', async () => {
    for (const token of ['not-the-token', `${WEBHOOK_TOKEN}x`, '', null]) {
      const response = await standin.sendWebhook(receiverUrl, {
        awb: 'SR1',
        statusId: 7,
        status: 'DELIVERED',
        token,
      });
      expect([token, response.status, await response.text()]).toEqual([
        token,
        401,
        'BAD_WEBHOOK_TOKEN',
      ]);
    }
    const { headers, body } = standin.webhook({
      awb: 'SR1',
      statusId: 7,
      status: 'DELIVERED',
      token: WEBHOOK_TOKEN,
    });
    const noToken = newCourier({ webhookToken: null });
    const error = await courierError(() => noToken.readWebhook(headers, Buffer.from(body)));
    expect(error.code).toBe('BAD_WEBHOOK_TOKEN');
    // The token is checked before the body is read: a broken body with a wrong token is a token error.
    const broken = await courierError(() =>
      courier().readWebhook({ 'x-api-key': 'nope' }, Buffer.from('{')),
    );
    expect(broken.code).toBe('BAD_WEBHOOK_TOKEN');
  });

  it('refuses a body that is not JSON or names no AWB', async () => {
    const headers = { 'x-api-key': WEBHOOK_TOKEN };
    for (const body of [
      '{',
      '[]',
      JSON.stringify({ current_status: 'DELIVERED' }),
      JSON.stringify({ awb: '' }),
    ]) {
      const error = await courierError(() => courier().readWebhook(headers, Buffer.from(body)));
      expect([body, error.code]).toEqual([body, 'COURIER_REFUSED']);
    }
  });

  it.each([
    [6, 'SHIPPED', 'PICKED_UP'],
    [42, 'PICKED UP', 'PICKED_UP'],
    [18, 'IN TRANSIT', 'IN_TRANSIT'],
    [38, 'REACHED AT DESTINATION HUB', 'IN_TRANSIT'],
    [22, 'DELAYED', 'IN_TRANSIT'],
    [17, 'OUT FOR DELIVERY', 'OUT_FOR_DELIVERY'],
    [7, 'DELIVERED', 'DELIVERED'],
    [21, 'UNDELIVERED', 'DELIVERY_FAILED'],
    [9, 'RTO INITIATED', 'RTO_INITIATED'],
    [10, 'RTO DELIVERED', 'RTO_DELIVERED'],
    [8, 'CANCELED', 'CANCELLED'],
    [5, 'MANIFEST GENERATED', null],
    [13, 'PICKUP ERROR', null],
  ])('reads Shiprocket status %i (%s) as %s', (statusId, status, expected) => {
    const at = new Date('2026-05-23T06:13:52Z');
    const { headers, body } = standin.webhook({
      awb: 'SR55',
      statusId,
      status,
      at,
      token: WEBHOOK_TOKEN,
    });
    const events = courier().readWebhook(headers, Buffer.from(body));
    expect(events).toEqual(
      expected === null
        ? []
        : [
            expect.objectContaining({
              key: `SR55:${statusId}:2026-05-23T06:13:52.000Z`,
              status: expected,
              occurredAt: at,
            }),
          ],
    );
  });

  it('falls back to the label when the id is missing or unknown, and takes a numeric AWB', () => {
    const report = (fields: Record<string, unknown>) =>
      courier().readWebhook(
        { 'x-api-key': WEBHOOK_TOKEN },
        Buffer.from(
          JSON.stringify({
            awb: 19041424751540,
            current_timestamp: '23 05 2026 11:43:52',
            ...fields,
          }),
        ),
      );
    expect(report({ shipment_status: 'DELIVERED' })).toEqual([
      {
        key: '19041424751540:DELIVERED:2026-05-23T06:13:52.000Z',
        awb: '19041424751540',
        status: 'DELIVERED',
        description: 'DELIVERED',
        location: null,
        occurredAt: new Date('2026-05-23T06:13:52Z'),
      },
    ]);
    expect(
      report({ shipment_status_id: 999, shipment_status: 'Out_For_Delivery' })[0]?.status,
    ).toBe('OUT_FOR_DELIVERY');
    expect(report({ shipment_status_id: 999, shipment_status: 'SOMETHING NEW' })).toEqual([]);
    expect(() => report({ shipment_status_id: 7, current_timestamp: 'yesterday' })).toThrow(
      CourierError,
    );
  });
});

describe("Shiprocket's times", () => {
  it('reads both of its formats as India time, and nothing else', () => {
    expect(parseShiprocketTime('23 05 2026 11:43:52')).toEqual(new Date('2026-05-23T06:13:52Z'));
    expect(parseShiprocketTime('2026-05-19 11:59:16')).toEqual(new Date('2026-05-19T06:29:16Z'));
    expect(parseShiprocketTime('2026-05-19 00:10')).toEqual(new Date('2026-05-18T18:40:00Z'));
    for (const text of ['31 02 2026 10:00:00', '2026-13-01 10:00:00', 'yesterday', '', null]) {
      expect(parseShiprocketTime(text)).toBeNull();
    }
  });
});
