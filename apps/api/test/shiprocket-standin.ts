import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import PDFDocument from 'pdfkit';

// A local program that speaks the part of Shiprocket's REST API the store uses (login, adhoc
// orders, AWB assignment, pickups, labels, manifests, tracking, NDR actions) and sends its
// tracking webhooks. It keeps its own state and writes Shiprocket's time formats itself, so a
// mistake in the store's adapter is not mirrored here. Labels and manifests are small PDFs it
// serves from its own address, outside the API base and without a token, as Shiprocket links to
// files on its storage.

export const SHIPROCKET_TEST_LOGIN = {
  email: 'api-user@attarhouse.in',
  password: 'standin-api-password',
};
export const SHIPROCKET_TEST_PICKUP_LOCATION = 'Primary';

export interface StandinScan {
  date: string;
  status: string;
  activity: string;
  location: string;
  'sr-status': string;
  'sr-status-label': string;
}

export interface StandinShipment {
  orderId: number;
  shipmentId: number;
  /** The store's order number, Shiprocket's channel order id. */
  channelOrderId: string;
  /** The adhoc order as the store sent it. */
  order: Record<string, unknown>;
  awb: string | null;
  courierName: string | null;
  pickupScheduledDate: string | null;
  manifested: boolean;
  /** Oldest first. */
  scans: StandinScan[];
  ndrActions: Record<string, unknown>[];
}

export interface StandinWebhook {
  awb: string;
  /** Shiprocket's status id and label: 18 and "IN TRANSIT". */
  statusId: number;
  status: string;
  /** When it happened (now by default). */
  at?: Date;
  /** What goes in `x-api-key`; null sends no header. */
  token: string | null;
  activity?: string;
  location?: string;
}

export interface ShiprocketStandin {
  /** The API base to give the store (SHIPROCKET_API_BASE). */
  url: string;
  close(): Promise<void>;
  /** Every call the store made, in order, with its path under the API base and its JSON body. */
  calls: { method: string; path: string; body: unknown }[];
  /**
   * The next call to `path` (under the API base) is answered with this HTTP status and body; or,
   * for 'timeout', never answered, and for 'drop', its connection is cut.
   */
  failNext(path: string, status: number | 'timeout' | 'drop', body?: unknown): void;
  /** Every token given so far stops working (401), as after ten days. */
  expireTokens(): void;
  /** Pincodes no courier serves: assigning an AWB to a parcel for them is refused. */
  unserviceablePincodes: Set<string>;
  /** Shipments by Shiprocket's shipment id. */
  shipments: Map<number, StandinShipment>;
  /** A tracking webhook as Shiprocket sends it; the AWB's shipment gains the scan. */
  webhook(input: StandinWebhook): { headers: Record<string, string>; body: string };
  /** Sends that webhook to the store and answers the store's response. */
  sendWebhook(targetUrl: string, input: StandinWebhook): Promise<Response>;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall clock in India of an instant, as its parts. */
function indiaParts(at: Date) {
  const wall = new Date(at.getTime() + (5 * 60 + 30) * 60_000);
  return {
    year: String(wall.getUTCFullYear()),
    month: pad(wall.getUTCMonth() + 1),
    day: pad(wall.getUTCDate()),
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`,
  };
}
/** "2026-05-19 11:59:16": scans, pickups. */
function isoIndia(at: Date): string {
  const { year, month, day, time } = indiaParts(at);
  return `${year}-${month}-${day} ${time}`;
}
/** "23 05 2026 11:43:52": a webhook's current_timestamp. */
function webhookIndia(at: Date): string {
  const { year, month, day, time } = indiaParts(at);
  return `${day} ${month} ${year} ${time}`;
}

const ACTIVITIES: Record<number, string> = {
  6: 'Shipment picked up',
  42: 'Picked up from the seller',
  18: 'In transit - bagged at hub',
  17: 'Out for delivery',
  7: 'Delivered to consignee',
  21: 'Consignee not available',
  9: 'RTO initiated',
  10: 'RTO delivered to seller',
};

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<{ json: unknown; valid: boolean }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  if (chunks.length === 0) return { json: undefined, valid: true };
  try {
    return { json: JSON.parse(Buffer.concat(chunks).toString('utf8')), valid: true };
  } catch {
    return { json: undefined, valid: false };
  }
}

/** A small PDF saying what it is, as Shiprocket's label and manifest files are PDFs. */
function smallPdf(title: string, lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: [288, 432], margin: 20 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
  });
  doc.fontSize(14).text(title);
  for (const line of lines) doc.fontSize(10).text(line);
  doc.end();
  return done;
}

/** Shiprocket's error body: its message, a status code, and field errors for invalid data. */
function refuse(
  response: ServerResponse,
  status: number,
  message: string,
  errors?: Record<string, string[]>,
) {
  answer(response, status, { message, status_code: status, ...(errors ? { errors } : {}) });
}

const filled = (value: unknown) => typeof value === 'string' && value !== '';
const positive = (value: unknown) => typeof value === 'number' && value > 0;
/** What the adhoc order must hold, field by field, with Shiprocket's words when it does not. */
// prettier-ignore
const ORDER_RULES: [string, (value: unknown) => boolean, string][] = [
  ...[
    'order_id',
    'billing_customer_name',
    'billing_address',
    'billing_city',
    'billing_state',
    'billing_country',
    'billing_email',
  ].map((field): [string, (value: unknown) => boolean, string] => [
    field,
    filled,
    `The ${field.replace(/_/g, ' ')} field is required.`,
  ]),
  ['order_date', (v) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(String(v)), 'The order date format is invalid.'],
  ['billing_pincode', (v) => /^[1-9]\d{5}$/.test(String(v)), 'The billing pincode must be 6 digits.'],
  ['billing_phone', (v) => /^\d{10}$/.test(String(v)), 'The billing phone must be 10 digits.'],
  ['payment_method', (v) => v === 'COD' || v === 'Prepaid', 'The selected payment method is invalid.'],
  ['order_items', (v) => Array.isArray(v) && v.length > 0, 'The order items field is required.'],
  ['sub_total', (v) => typeof v === 'number', 'The sub total field is required.'],
  ...['length', 'breadth', 'height', 'weight'].map(
    (field): [string, (value: unknown) => boolean, string] => [
      field,
      positive,
      `The ${field} must be greater than 0.`,
    ],
  ),
];

export async function startShiprocketStandin(
  credentials = SHIPROCKET_TEST_LOGIN,
  options: { pickupLocation?: string } = {},
): Promise<ShiprocketStandin> {
  const pickupLocation = options.pickupLocation ?? SHIPROCKET_TEST_PICKUP_LOCATION;
  const shipments = new Map<number, StandinShipment>();
  const tokens = new Set<string>();
  const failures = new Map<string, { status: number | 'timeout' | 'drop'; body?: unknown }[]>();
  const files = new Map<string, Buffer>();
  let counter = 0;
  let origin = '';
  const API_PATH = '/v1/external';

  const byAwb = (awb: string) => [...shipments.values()].find((shipment) => shipment.awb === awb);
  const idsOf = (value: unknown) =>
    Array.isArray(value) ? value.map(Number).filter(Number.isInteger) : [];

  function addScan(shipment: StandinShipment, input: StandinWebhook, at: Date) {
    shipment.scans.push({
      date: isoIndia(at),
      status: input.status.replace(/ /g, '-'),
      activity: input.activity ?? ACTIVITIES[input.statusId] ?? input.status,
      location: input.location ?? 'Mumbai_Andheri_H (Maharashtra)',
      'sr-status': String(input.statusId),
      'sr-status-label': input.status,
    });
  }

  const standin: ShiprocketStandin = {
    url: '',
    close: () => Promise.resolve(),
    calls: [],
    shipments,
    unserviceablePincodes: new Set(),
    failNext(path, status, body) {
      failures.set(path, [...(failures.get(path) ?? []), { status, body }]);
    },
    expireTokens() {
      tokens.clear();
    },
    webhook(input) {
      const at = input.at ?? new Date();
      const shipment = byAwb(input.awb);
      if (shipment) addScan(shipment, input, at);
      const body = JSON.stringify({
        awb: input.awb,
        courier_name: shipment?.courierName ?? 'Delhivery Surface',
        current_status: input.status,
        current_status_id: input.statusId,
        shipment_status: input.status,
        shipment_status_id: input.statusId,
        current_timestamp: webhookIndia(at),
        order_id: shipment?.channelOrderId ?? 'unknown',
        sr_order_id: shipment?.orderId ?? 0,
        awb_assigned_date: isoIndia(at),
        pickup_scheduled_date: shipment?.pickupScheduledDate ?? null,
        etd: isoIndia(new Date(at.getTime() + 3 * 86_400_000)),
        scans: shipment?.scans ?? [],
        is_return: 0,
        channel_id: 3422553,
        pod_status: 'OTP Based Delivery',
        pod: 'Not Available',
      });
      return {
        headers: {
          'content-type': 'application/json',
          ...(input.token === null ? {} : { 'x-api-key': input.token }),
        },
        body,
      };
    },
    sendWebhook(targetUrl, input) {
      const { headers, body } = standin.webhook(input);
      return fetch(targetUrl, { method: 'POST', headers, body });
    },
  };

  /** A PDF served from the stand-in's own address, as Shiprocket links to its file storage. */
  async function fileOf(kind: 'labels' | 'manifests', parcels: StandinShipment[]) {
    const name = `${kind}/${randomBytes(6).toString('hex')}.pdf`;
    const title = kind === 'labels' ? 'Shiprocket label' : 'Shiprocket manifest';
    files.set(
      name,
      await smallPdf(
        title,
        parcels.map((shipment) => `AWB ${shipment.awb}`),
      ),
    );
    return `${origin}/files/${name}`;
  }

  /** The booked shipments of a list of ids, or null when one is unknown or has no AWB. */
  function bookedOf(ids: unknown): StandinShipment[] | null {
    const found = idsOf(ids).map((id) => shipments.get(id));
    return found.length > 0 && found.every((shipment) => shipment?.awb)
      ? (found as StandinShipment[])
      : null;
  }

  function createOrder(body: Record<string, unknown>, response: ServerResponse) {
    const errors: Record<string, string[]> = {};
    for (const [field, valid, message] of ORDER_RULES) {
      if (!valid(body[field])) errors[field] = [message];
    }
    if (body.pickup_location !== pickupLocation) {
      errors.pickup_location = [
        'Wrong Pickup location entered. Please choose one location from data given',
      ];
    }
    if (Object.keys(errors).length > 0) {
      return refuse(response, 422, 'Oops! Invalid Data.', errors);
    }
    // The same channel order again answers the order Shiprocket already holds.
    const known = [...shipments.values()].find((s) => s.channelOrderId === body.order_id);
    counter += 1;
    const shipment: StandinShipment = known ?? {
      orderId: 500_000 + counter,
      shipmentId: 900_000 + counter,
      channelOrderId: String(body.order_id),
      order: body,
      awb: null,
      courierName: null,
      pickupScheduledDate: null,
      manifested: false,
      scans: [],
      ndrActions: [],
    };
    shipments.set(shipment.shipmentId, shipment);
    answer(response, 200, {
      order_id: shipment.orderId,
      shipment_id: shipment.shipmentId,
      status: 'NEW',
      status_code: 1,
      awb_code: shipment.awb,
      courier_name: shipment.courierName,
    });
  }

  function assignAwb(body: Record<string, unknown>, response: ServerResponse) {
    const shipment = shipments.get(Number(body.shipment_id));
    if (!shipment) return refuse(response, 400, 'Invalid shipment id.');
    if (standin.unserviceablePincodes.has(String(shipment.order.billing_pincode))) {
      const error = 'Selected courier is not serviceable for this pincode.';
      return answer(response, 200, {
        awb_assign_status: 0,
        response: { data: { awb_assign_error: error } },
      });
    }
    counter += 1;
    shipment.awb ??= `SR${77_000_000_000 + counter}`;
    shipment.courierName ??= 'Delhivery Surface';
    const data = {
      courier_company_id: 12,
      awb_code: shipment.awb,
      shipment_id: shipment.shipmentId,
      courier_name: shipment.courierName,
    };
    answer(response, 200, { awb_assign_status: 1, response: { data } });
  }

  function schedulePickup(body: Record<string, unknown>, response: ServerResponse) {
    const [shipment, ...others] = bookedOf(body.shipment_id) ?? [];
    if (!shipment || others.length > 0) {
      return refuse(response, 400, 'Please assign an AWB before the pickup.');
    }
    const tomorrow = isoIndia(new Date(Date.now() + 86_400_000)).slice(0, 10);
    shipment.pickupScheduledDate ??= `${tomorrow} 10:00:00`;
    answer(response, 200, {
      pickup_status: 1,
      response: {
        pickup_scheduled_date: shipment.pickupScheduledDate,
        pickup_token_number: `Reference No: ${shipment.shipmentId}`,
        status: 3,
      },
    });
  }

  function track(awb: string, response: ServerResponse) {
    const shipment = byAwb(awb);
    const latest = shipment?.scans.at(-1);
    if (!shipment || !latest) {
      return answer(response, 200, {
        tracking_data: {
          track_status: 0,
          shipment_status: 0,
          shipment_track: [],
          shipment_track_activities: null,
          error: 'Aahh! There is no activities found in our DB.',
        },
      });
    }
    answer(response, 200, {
      tracking_data: {
        track_status: 1,
        shipment_status: Number(latest['sr-status']),
        shipment_track: [{ awb_code: shipment.awb, current_status: latest['sr-status-label'] }],
        // Newest first, as Shiprocket lists them.
        shipment_track_activities: [...shipment.scans].reverse(),
        track_url: `https://shiprocket.co/tracking/${shipment.awb}`,
      },
    });
  }

  function ndrAction(awb: string, body: Record<string, unknown>, response: ServerResponse) {
    const shipment = byAwb(awb);
    if (!shipment || shipment.scans.at(-1)?.['sr-status'] !== '21') {
      return refuse(response, 400, 'No NDR is open for this AWB.');
    }
    if (!['re-attempt', 'return'].includes(String(body.action)) || !filled(body.comments)) {
      return refuse(response, 422, 'Oops! Invalid Data.', { action: ['The action is invalid.'] });
    }
    shipment.ndrActions.push(body);
    answer(response, 200, { message: 'Action taken successfully.' });
  }

  async function documents(path: string, body: Record<string, unknown>, response: ServerResponse) {
    if (path === '/manifests/print') {
      const orderIds = idsOf(body.order_ids);
      const parcels = [...shipments.values()].filter(
        (shipment) => orderIds.includes(shipment.orderId) && shipment.manifested,
      );
      if (parcels.length === 0 || parcels.length !== orderIds.length) {
        return refuse(response, 400, 'Manifest not generated for these orders.');
      }
      return answer(response, 200, { manifest_url: await fileOf('manifests', parcels) });
    }
    const parcels = bookedOf(body.shipment_id);
    if (!parcels) return refuse(response, 400, 'Invalid shipment ids or AWB not assigned.');
    if (path === '/courier/generate/label') {
      return answer(response, 200, {
        label_created: 1,
        label_url: await fileOf('labels', parcels),
        response: 'Label has been created and uploaded successfully!',
        not_created: [],
      });
    }
    if (parcels.some((shipment) => shipment.manifested)) {
      return refuse(response, 400, 'Manifest already generated.');
    }
    for (const shipment of parcels) shipment.manifested = true;
    answer(response, 200, { status: 1, manifest_url: await fileOf('manifests', parcels) });
  }

  function login(body: Record<string, unknown>, response: ServerResponse) {
    if (body.email !== credentials.email || body.password !== credentials.password) {
      return refuse(response, 400, 'Invalid email and password combination');
    }
    const token = randomBytes(24).toString('base64url');
    tokens.add(token);
    answer(response, 200, { id: 1, email: credentials.email, company_id: 7, token });
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://standin');
    const method = request.method ?? 'GET';
    const file = /^\/files\/(.+)$/.exec(url.pathname);
    if (method === 'GET' && file && files.has(file[1]!)) {
      response.writeHead(200, { 'content-type': 'application/pdf' });
      return response.end(files.get(file[1]!));
    }
    if (!url.pathname.startsWith(`${API_PATH}/`)) return refuse(response, 404, 'Not found.');
    const path = url.pathname.slice(API_PATH.length);
    const { json, valid } = await readBody(request);
    standin.calls.push({ method, path, body: json });

    const failure = failures.get(path)?.shift();
    if (failure?.status === 'timeout') return; // never answered; close() cuts it
    if (failure?.status === 'drop') return request.socket.destroy();
    if (failure) {
      const body = failure.body ?? { message: `Stand-in failure ${failure.status}.` };
      return answer(response, failure.status, body);
    }
    if (!valid) return refuse(response, 400, 'The request body is not valid JSON.');
    const body = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
    if (method === 'POST' && path === '/auth/login') return login(body, response);

    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) return refuse(response, 401, 'Token has expired');
    const awbPath = /^\/(?:courier\/track\/awb|ndr)\/([^/]+)(\/action)?$/.exec(path);
    const awb = awbPath ? decodeURIComponent(awbPath[1]!) : '';
    if (method === 'POST' && path === '/orders/create/adhoc') return createOrder(body, response);
    if (method === 'POST' && path === '/courier/assign/awb') return assignAwb(body, response);
    if (method === 'POST' && path === '/courier/generate/pickup') {
      return schedulePickup(body, response);
    }
    if (
      method === 'POST' &&
      /^\/(courier\/generate\/label|manifests\/(generate|print))$/.test(path)
    ) {
      return documents(path, body, response);
    }
    if (method === 'GET' && path.startsWith('/courier/track/awb/')) return track(awb, response);
    if (method === 'POST' && awbPath?.[2]) return ndrAction(awb, body, response);
    return refuse(response, 404, 'Not found.');
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      answer(response, 500, { message: error instanceof Error ? error.message : 'stand-in error' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  standin.url = `${origin}${API_PATH}`;
  standin.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return standin;
}
