import { createHash, timingSafeEqual } from 'node:crypto';
import type { ShipmentStatus } from '@attar/contracts';
import { z } from 'zod';
import { CourierError, type CourierEvent } from './courier.js';

// Shiprocket's reports in the store's terms: its status ids and labels, its two ways of writing
// a time (both India time), its tracking scans and its webhook, whose token is checked before a
// byte of the body is read.

/**
 * Shiprocket's shipment statuses the store acts on, by Shiprocket's id. The others (AWB
 * assigned, label or manifest generated, pickup scheduled or queued, lost, damaged, ...) say
 * nothing the store does anything with, and give no event.
 */
const STATUS_BY_ID: Record<number, ShipmentStatus> = {
  6: 'PICKED_UP', // SHIPPED
  42: 'PICKED_UP', // PICKED UP
  18: 'IN_TRANSIT', // IN TRANSIT
  22: 'IN_TRANSIT', // DELAYED
  38: 'IN_TRANSIT', // REACHED AT DESTINATION HUB
  39: 'IN_TRANSIT', // MISROUTED
  17: 'OUT_FOR_DELIVERY', // OUT FOR DELIVERY
  7: 'DELIVERED', // DELIVERED
  21: 'DELIVERY_FAILED', // UNDELIVERED
  9: 'RTO_INITIATED', // RTO INITIATED
  10: 'RTO_DELIVERED', // RTO DELIVERED
  8: 'CANCELLED', // CANCELED
};

/** The same statuses by Shiprocket's label, for a report that carries no usable id. */
const STATUS_BY_LABEL: Record<string, ShipmentStatus> = {
  SHIPPED: 'PICKED_UP',
  'PICKED UP': 'PICKED_UP',
  'IN TRANSIT': 'IN_TRANSIT',
  DELAYED: 'IN_TRANSIT',
  'REACHED AT DESTINATION HUB': 'IN_TRANSIT',
  MISROUTED: 'IN_TRANSIT',
  'OUT FOR DELIVERY': 'OUT_FOR_DELIVERY',
  DELIVERED: 'DELIVERED',
  UNDELIVERED: 'DELIVERY_FAILED',
  'RTO INITIATED': 'RTO_INITIATED',
  'RTO DELIVERED': 'RTO_DELIVERED',
  CANCELED: 'CANCELLED',
  CANCELLED: 'CANCELLED',
};

/** The store's status for Shiprocket's id, else its label; null when the store ignores it. */
export function shipmentStatusOf(
  id: number | string | null | undefined,
  label: string | null | undefined,
): ShipmentStatus | null {
  const byId = STATUS_BY_ID[Number(id)];
  if (byId) return byId;
  const key = (label ?? '')
    .trim()
    .toUpperCase()
    .replace(/[_\s]+/g, ' ');
  return STATUS_BY_LABEL[key] ?? null;
}

/** An instant from India's wall clock, null when the fields name no real moment. */
function indiaInstant(year: string, month: string, day: string, time: string): Date | null {
  const at = new Date(`${year}-${month}-${day}T${time}+05:30`);
  if (Number.isNaN(at.getTime())) return null;
  // Date rolls 31 April over to 1 May; a real date reads back as written.
  const wall = new Date(at.getTime() + 330 * 60 * 1000).toISOString();
  return wall.startsWith(`${year}-${month}-${day}T${time}`) ? at : null;
}

/**
 * A time as Shiprocket writes it, in India time: "23 05 2026 11:43:52" (a webhook's
 * current_timestamp) or "2026-05-19 11:59:16" (scans, tracking, pickup dates).
 */
export function parseShiprocketTime(text: string | null | undefined): Date | null {
  const value = (text ?? '').trim();
  const dayFirst = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(value);
  if (dayFirst) return indiaInstant(dayFirst[3]!, dayFirst[2]!, dayFirst[1]!, dayFirst[4]!);
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(value);
  if (yearFirst) {
    const time = `${yearFirst[4]!}${yearFirst[5] ?? ':00'}`;
    return indiaInstant(yearFirst[1]!, yearFirst[2]!, yearFirst[3]!, time);
  }
  return null;
}

/** "2026-05-19 11:59": an instant as Shiprocket takes an order's date, in India time. */
export function shiprocketDateTime(at: Date): string {
  return new Date(at.getTime() + 330 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

/** The key under which the store applies a report once: the AWB, Shiprocket's status, the time. */
const eventKey = (awb: string, status: number | string, at: Date) =>
  `${awb}:${status}:${at.toISOString()}`;

const idField = z.union([z.number(), z.string()]).nullable().optional();
const scanSchema = z.object({
  date: z.string().nullable().optional(),
  activity: z.string().nullable().optional(),
  location: z.string().nullable().optional(),
  'sr-status': idField,
  'sr-status-label': z.string().nullable().optional(),
});
type Scan = z.infer<typeof scanSchema>;

/** Shiprocket's scans (newest first as it lists them) as the store's events, oldest first. */
export function eventsOfScans(awb: string, scans: Scan[]): CourierEvent[] {
  const events: CourierEvent[] = [];
  for (const scan of scans) {
    const status = shipmentStatusOf(scan['sr-status'], scan['sr-status-label']);
    const occurredAt = parseShiprocketTime(scan.date);
    if (!status || !occurredAt) continue;
    events.push({
      key: eventKey(awb, scan['sr-status'] ?? scan['sr-status-label'] ?? status, occurredAt),
      awb,
      status,
      description: scan.activity?.trim() || scan['sr-status-label'] || status,
      location: scan.location?.trim() || null,
      occurredAt,
    });
  }
  return events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
}

export const trackingAnswer = z.object({
  tracking_data: z
    .object({
      track_url: z.string().nullable().optional(),
      shipment_track_activities: z.array(scanSchema).nullable().optional(),
    })
    .nullable()
    .optional(),
});

const webhookBody = z.object({
  awb: z.union([z.string().trim().min(1), z.number().transform(String)]),
  current_status: z.string().nullable().optional(),
  current_status_id: idField,
  shipment_status: z.string().nullable().optional(),
  shipment_status_id: idField,
  current_timestamp: z.string().nullable().optional(),
  scans: z.array(scanSchema).nullable().optional(),
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the configured token, compared in constant time whatever its length. */
function isWebhookToken(given: string | string[] | undefined, token: string | null): boolean {
  const value = Array.isArray(given) ? given[0] : given;
  if (!token || !value) return false;
  return timingSafeEqual(digest(value), digest(token));
}

/**
 * A Shiprocket tracking webhook as the store's events: none when its status is one the store
 * ignores. The `x-api-key` header must be the token given to Shiprocket (BAD_WEBHOOK_TOKEN
 * otherwise, and always when the store has none); a body that is not Shiprocket's report with an
 * AWB and a time is COURIER_REFUSED.
 */
export function readShiprocketWebhook(
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
  webhookToken: string | null,
): CourierEvent[] {
  if (!isWebhookToken(headers['x-api-key'], webhookToken)) {
    throw new CourierError('BAD_WEBHOOK_TOKEN', 'The webhook token does not match.');
  }
  let report: z.infer<typeof webhookBody>;
  try {
    report = webhookBody.parse(JSON.parse(body.toString('utf8')));
  } catch {
    throw new CourierError('COURIER_REFUSED', 'The webhook body is not a Shiprocket report.');
  }
  const statusId = report.shipment_status_id ?? report.current_status_id;
  const label = report.shipment_status ?? report.current_status;
  const status = shipmentStatusOf(statusId, label) ?? shipmentStatusOf(null, report.current_status);
  if (!status) return [];

  // The newest scan of this status gives the courier's words and the place.
  const scans = eventsOfScans(report.awb, report.scans ?? []).filter(
    (event) => event.status === status,
  );
  const scan = scans.at(-1);
  const occurredAt = parseShiprocketTime(report.current_timestamp) ?? scan?.occurredAt;
  if (!occurredAt) {
    throw new CourierError('COURIER_REFUSED', 'The webhook report has no time Shiprocket writes.');
  }
  return [
    {
      key: eventKey(report.awb, statusId ?? label ?? status, occurredAt),
      awb: report.awb,
      status,
      description: scan?.description ?? label ?? status,
      location: scan?.location ?? null,
      occurredAt,
    },
  ];
}
