import { z } from 'zod';
import { ADDRESS_MESSAGES, PINCODE_PATTERN } from './address-rules.js';

const PINCODE_MESSAGE = ADDRESS_MESSAGES.pincode.description;

/** An Indian pincode as a string: six digits, not starting with 0. */
export const pincodeSchema = z
  .string({ error: PINCODE_MESSAGE })
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
});
export type DeliveryCheck = z.infer<typeof deliveryCheckSchema>;
