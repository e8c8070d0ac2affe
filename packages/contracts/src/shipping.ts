import { z } from 'zod';
import { text } from './primitives.js';
import { ADDRESS_MESSAGES } from './address-rules.js';
import { PINCODE_PATTERN } from './constants.js';
import { estimatedDeliverySchema } from './delivery-zones.js';

const PINCODE_MESSAGE = ADDRESS_MESSAGES.pincode.description;

/** An Indian pincode as a string: six digits, not starting with 0. */
export const pincodeSchema = text({ error: PINCODE_MESSAGE })
  .trim()
  .regex(PINCODE_PATTERN, PINCODE_MESSAGE);

/** GET /api/shipping/get-by-pincode?pincode= */
export const pincodeQuerySchema = z.object({ pincode: pincodeSchema });

/**
 * Whether the store delivers to a pincode. `charge` is the shipping charge in rupees; without
 * delivery it is 0 and cash on delivery is not offered.
 */
export const deliveryCheckSchema = z.object({
  pincode: z.string(),
  available: z.boolean(),
  charge: z.number(),
  codAvailable: z.boolean(),
  /** Orders of this value or more (goods after any promo code) ship free; null: never. */
  freeAbove: z.number().nullable(),
  /** The days a parcel sent today is expected between; null without delivery. */
  estimatedDelivery: estimatedDeliverySchema.nullable(),
});
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;

/** GET /api/location/pincode/{pincode} */
export const pincodeParamSchema = z.object({ pincode: pincodeSchema });

const pincodePlaceSchema = z.object({
  /** The state's id and name as GET /api/location/user answers them. */
  stateId: z.string(),
  state: z.string(),
  district: z.string(),
  /** Suggestions for the city, best first: the district, then its post offices' towns. */
  cities: z.array(z.string()),
});

/**
 * Where a pincode is, from India Post's directory: its main state with that state's district
 * and city suggestions, and in `places` every state with post offices under it (more than one
 * only for a few pincodes on a state border), the main one first.
 */
export const pincodeLookupSchema = pincodePlaceSchema.extend({
  pincode: z.string(),
  places: z.array(pincodePlaceSchema).min(1),
});
export type PincodeLookup = z.infer<typeof pincodeLookupSchema>;
export type PincodePlace = z.infer<typeof pincodePlaceSchema>;
