import {
  ADDRESS_MESSAGES,
  isValidPincode,
  paiseToRupees,
  type DeliveryCheck,
} from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { PincodeRuleRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { rememberedOnStorefront } from '../../lib/storefront-changes.js';
import { pincodeExists } from '../location/location.service.js';
import * as repo from './shipping.repository.js';

/**
 * The rule that decides a pincode's delivery. Every quote and order reads it; rules change only
 * through the seed or the database, so they come from the storefront cache for
 * CATALOG_CACHE_TTL_MS at most (given a transaction, from the transaction).
 */
function mostSpecificRule(db: DbOrTx, pincode: string): Promise<PincodeRuleRow | undefined> {
  return rememberedOnStorefront(db, `delivery-rule:${pincode}`, () =>
    repo.mostSpecificRule(db, pincode),
  );
}

export interface Delivery {
  pincode: string;
  available: boolean;
  chargePaise: number;
  codAvailable: boolean;
}

/**
 * Whether and at what charge the store delivers to a pincode. A pincode India Post does not
 * have gets no delivery; any other goes by its most specific rule: an exact pincode over a
 * longer prefix over a shorter one. Without a rule there is no delivery. Where there is no
 * delivery the charge is 0 and there is no cash on delivery.
 */
export async function deliveryFor(db: DbOrTx, pincode: string): Promise<Delivery> {
  if (!isValidPincode(pincode)) {
    const message = ADDRESS_MESSAGES.pincode.description;
    throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'pincode', message }]);
  }
  const noDelivery = { pincode, available: false, chargePaise: 0, codAvailable: false };
  if (!(await pincodeExists(pincode))) return noDelivery;
  const rule = await mostSpecificRule(db, pincode);
  if (!rule?.available) return noDelivery;
  return {
    pincode,
    available: true,
    chargePaise: rule.chargePaise,
    codAvailable: rule.codAvailable,
  };
}

/** The delivery check as GET /api/shipping/get-by-pincode answers it (charge in rupees). */
export async function checkDelivery(db: DbOrTx, pincode: string): Promise<DeliveryCheck> {
  const delivery = await deliveryFor(db, pincode);
  return {
    pincode: delivery.pincode,
    available: delivery.available,
    charge: paiseToRupees(delivery.chargePaise),
    codAvailable: delivery.codAvailable,
  };
}
