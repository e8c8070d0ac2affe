import { z } from 'zod';
import { PINCODE_PATTERN } from './constants.js';
import { indiaDayOf, text } from './primitives.js';
import { hasAtMostDecimals } from './product-fields.js';

// Delivery zones (docs/admin-guide.md, "Delivery"): where the store delivers, at what charge, with
// or without cash on delivery, and in how many days. The first zone in priority order that
// matches a pincode answers for it; a pincode no zone matches gets no delivery.

/** How a zone names its pincodes: whole pincodes, their first digits, or states. */
export const DELIVERY_ZONE_KINDS = ['PINCODE', 'PREFIX', 'STATE'] as const;
export type DeliveryZoneKind = (typeof DELIVERY_ZONE_KINDS)[number];

export const DELIVERY_ZONE_KIND_LABELS: Record<DeliveryZoneKind, string> = {
  PINCODE: 'Pincodes',
  PREFIX: 'Pincodes starting with',
  STATE: 'States',
};

/** The most entries one zone lists (a city's pincodes fit). */
export const DELIVERY_ZONE_VALUES_MAX = 2000;
export const DELIVERY_ZONES_MAX = 200;
export const DELIVERY_DAYS_MAX = 60;
const CHARGE_MAX_RUPEES = 10_000;
const ORDER_VALUE_MAX_RUPEES = 10_000_000;

export const DELIVERY_ZONE_MESSAGES = {
  name: 'Give the zone a name of 1 to 60 characters.',
  values: 'List at least one pincode, prefix or state.',
  tooManyValues: `A zone lists at most ${DELIVERY_ZONE_VALUES_MAX} entries.`,
  pincode: (value: string) => `${value} is not a pincode: use six digits, not starting with 0.`,
  prefix: (value: string) =>
    `${value} is not the start of a pincode: use 1 to 5 digits, not starting with 0.`,
  listedTwice: (value: string) => `${value} is listed twice.`,
  days: `Delivery days are whole days from 0 to ${DELIVERY_DAYS_MAX}.`,
  daysOrder: 'The last day must not be before the first.',
  unknownState: (value: string) => `${value} is not a state or union territory of India.`,
  order: 'List every zone once, in the new order.',
} as const;

const rupees = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number of rupees.` })
    .min(0, `${label} must not be negative.`)
    .max(max, `${label} must be at most ${max} rupees.`)
    .refine((value) => hasAtMostDecimals(value, 2), `${label} may have at most two decimals.`);

const days = z
  .number({ error: DELIVERY_ZONE_MESSAGES.days })
  .int(DELIVERY_ZONE_MESSAGES.days)
  .min(0, DELIVERY_ZONE_MESSAGES.days)
  .max(DELIVERY_DAYS_MAX, DELIVERY_ZONE_MESSAGES.days);

/** A zone as the admin writes it (POST and PUT /api/admin/delivery-zones). */
export const deliveryZoneInputSchema = z
  .object({
    name: text({ error: DELIVERY_ZONE_MESSAGES.name })
      .trim()
      .min(1, DELIVERY_ZONE_MESSAGES.name)
      .max(60, DELIVERY_ZONE_MESSAGES.name),
    kind: z.enum(DELIVERY_ZONE_KINDS, { error: 'Choose pincodes, pincode starts or states.' }),
    values: z
      .array(text({ error: DELIVERY_ZONE_MESSAGES.values }).trim().min(1).max(60), {
        error: DELIVERY_ZONE_MESSAGES.values,
      })
      .min(1, DELIVERY_ZONE_MESSAGES.values)
      .max(DELIVERY_ZONE_VALUES_MAX, DELIVERY_ZONE_MESSAGES.tooManyValues),
    deliverable: z.boolean({ error: 'Deliverable must be true or false.' }),
    charge: rupees('Shipping charge', CHARGE_MAX_RUPEES),
    /** Orders of this value or more (goods after any promo code) ship free; null: never. */
    freeAbove: rupees('Free shipping above', ORDER_VALUE_MAX_RUPEES).nullable(),
    codAvailable: z.boolean({ error: 'Cash on delivery must be true or false.' }),
    /** The largest order total cash on delivery takes here; null: the store's own limit. */
    codLimit: rupees('Cash on delivery limit', ORDER_VALUE_MAX_RUPEES).nullable(),
    daysFrom: days,
    daysTo: days,
  })
  .superRefine((zone, ctx) => {
    if (zone.daysTo < zone.daysFrom) {
      ctx.addIssue({ code: 'custom', path: ['daysTo'], message: DELIVERY_ZONE_MESSAGES.daysOrder });
    }
    const seen = new Set<string>();
    zone.values.forEach((value, index) => {
      const wrong =
        zone.kind === 'PINCODE' && !PINCODE_PATTERN.test(value)
          ? DELIVERY_ZONE_MESSAGES.pincode(value)
          : zone.kind === 'PREFIX' && !/^[1-9][0-9]{0,4}$/.test(value)
            ? DELIVERY_ZONE_MESSAGES.prefix(value)
            : null;
      if (wrong) ctx.addIssue({ code: 'custom', path: ['values', index], message: wrong });
      const key = value.toLowerCase();
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['values', index],
          message: DELIVERY_ZONE_MESSAGES.listedTwice(value),
        });
      }
      seen.add(key);
    });
  });
export type DeliveryZoneInput = z.output<typeof deliveryZoneInputSchema>;
export type DeliveryZonePayload = z.input<typeof deliveryZoneInputSchema>;

/** A zone as the admin reads it; `priority` 1 is asked first. */
export const deliveryZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  priority: z.number().int(),
  kind: z.enum(DELIVERY_ZONE_KINDS),
  /** Pincodes, prefixes, or state ids (as GET /api/location/user names them). */
  values: z.array(z.string()),
  deliverable: z.boolean(),
  charge: z.number(),
  freeAbove: z.number().nullable(),
  codAvailable: z.boolean(),
  codLimit: z.number().nullable(),
  daysFrom: z.number().int(),
  daysTo: z.number().int(),
  updatedAt: z.string(),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;

/** PUT /api/admin/delivery-zones/order: every zone's id, first asked first. */
export const deliveryZoneOrderSchema = z.object({
  ids: z
    .array(z.number({ error: DELIVERY_ZONE_MESSAGES.order }).int().positive(), {
      error: DELIVERY_ZONE_MESSAGES.order,
    })
    .max(DELIVERY_ZONES_MAX, DELIVERY_ZONE_MESSAGES.order)
    .refine((ids) => new Set(ids).size === ids.length, DELIVERY_ZONE_MESSAGES.order),
});

/** The days a parcel is expected between, as `YYYY-MM-DD` in India. */
export const estimatedDeliverySchema = z.object({ from: z.string(), to: z.string() });
export type EstimatedDelivery = z.infer<typeof estimatedDeliverySchema>;

/**
 * The days a parcel sent today arrives between: `daysFrom` and `daysTo` working days after
 * today in India, couriers not delivering on Sundays (an order on a Sunday starts on Monday).
 */
export function estimatedDelivery(now: Date, daysFrom: number, daysTo: number): EstimatedDelivery {
  const start = new Date(`${indiaDayOf(now)}T00:00:00Z`);
  const afterWorkingDays = (count: number) => {
    const day = new Date(start);
    let left = count;
    while (left > 0 || day.getUTCDay() === 0) {
      day.setUTCDate(day.getUTCDate() + 1);
      if (day.getUTCDay() !== 0) left -= 1;
    }
    return day.toISOString().slice(0, 10);
  };
  return { from: afterWorkingDays(daysFrom), to: afterWorkingDays(daysTo) };
}

// Its words ("Thu, 3 Dec", "Delivered by ...") are in delivery-dates.ts, without zod.

/** GET /api/admin/delivery-zones/test?pincode=: which zone answers for a pincode, and how. */
export const deliveryZoneTestSchema = z.object({
  pincode: z.string(),
  /** The zone that answers; null when none matches (no delivery) or India Post lacks the pincode. */
  zone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Why, in the admin's words: "Zone 2, Metro cities: pincode 400001 is listed." */
  explanation: z.string(),
  available: z.boolean(),
  charge: z.number(),
  freeAbove: z.number().nullable(),
  codAvailable: z.boolean(),
  estimatedDelivery: estimatedDeliverySchema.nullable(),
});
export type DeliveryZoneTest = z.infer<typeof deliveryZoneTestSchema>;
