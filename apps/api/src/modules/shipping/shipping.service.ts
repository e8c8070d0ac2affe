import {
  ADDRESS_MESSAGES,
  estimatedDelivery,
  isValidPincode,
  paiseToRupees,
  type DeliveryCheck,
  type EstimatedDelivery,
} from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { DeliveryZoneRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { rememberedOnStorefront } from '../../lib/storefront-changes.js';
import { placesOfPincode } from '../location/location.service.js';
import * as repo from './shipping.repository.js';

/** The zone that answers for a pincode, and whether India Post knows the pincode at all. */
export interface ZoneMatch {
  known: boolean;
  zone: DeliveryZoneRow | null;
}

/**
 * The zone of a pincode. Every quote and order reads it; an admin's zone write clears the
 * storefront cache, so this comes from it for CATALOG_CACHE_TTL_MS at most (given a
 * transaction, from the transaction).
 */
export function zoneOfPincode(db: DbOrTx, pincode: string): Promise<ZoneMatch> {
  return rememberedOnStorefront(db, `delivery-zone:${pincode}`, async () => {
    const places = await placesOfPincode(pincode);
    if (places.length === 0) return { known: false, zone: null };
    const stateIds = places.map((place) => place.stateId);
    return { known: true, zone: (await repo.firstMatchingZone(db, pincode, stateIds)) ?? null };
  });
}

export interface Delivery {
  pincode: string;
  available: boolean;
  chargePaise: number;
  /** Goods worth this much or more (after any promo code) ship free; null: never. */
  freeAbovePaise: number | null;
  codAvailable: boolean;
  /** The zone's own cash-on-delivery limit; null: the store's. */
  codLimitPaise: number | null;
  estimatedDelivery: EstimatedDelivery | null;
}

function requirePincode(pincode: string): void {
  if (!isValidPincode(pincode)) {
    const message = ADDRESS_MESSAGES.pincode.description;
    throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: 'pincode', message }]);
  }
}

/** What a zone promises a pincode today. */
export function deliveryOfZone(pincode: string, zone: DeliveryZoneRow | null, now: Date): Delivery {
  if (!zone?.deliverable) {
    return {
      pincode,
      available: false,
      chargePaise: 0,
      freeAbovePaise: null,
      codAvailable: false,
      codLimitPaise: null,
      estimatedDelivery: null,
    };
  }
  return {
    pincode,
    available: true,
    chargePaise: zone.chargePaise,
    freeAbovePaise: zone.freeAbovePaise,
    codAvailable: zone.codAvailable,
    codLimitPaise: zone.codLimitPaise,
    estimatedDelivery: estimatedDelivery(now, zone.daysFrom, zone.daysTo),
  };
}

/**
 * Whether, at what charge and by when the store delivers to a pincode: a pincode India Post
 * does not have gets no delivery; any other goes by the first zone in priority order that
 * matches it, and without one there is no delivery.
 */
export async function deliveryFor(
  db: DbOrTx,
  pincode: string,
  now = new Date(),
): Promise<Delivery> {
  requirePincode(pincode);
  const { zone } = await zoneOfPincode(db, pincode);
  return deliveryOfZone(pincode, zone, now);
}

/** The shipping charge of goods worth `goodsPaise` (after any promo code) to a delivery. */
export function shippingChargePaise(delivery: Delivery | null, goodsPaise: number): number {
  if (!delivery?.available) return 0;
  if (delivery.freeAbovePaise !== null && goodsPaise >= delivery.freeAbovePaise) return 0;
  return delivery.chargePaise;
}

/** The delivery check as GET /api/shipping/get-by-pincode answers it (money in rupees). */
export function toDeliveryCheck(delivery: Delivery): DeliveryCheck {
  return {
    pincode: delivery.pincode,
    available: delivery.available,
    charge: paiseToRupees(delivery.chargePaise),
    codAvailable: delivery.codAvailable,
    freeAbove: delivery.freeAbovePaise === null ? null : paiseToRupees(delivery.freeAbovePaise),
    estimatedDelivery: delivery.estimatedDelivery,
  };
}

export async function checkDelivery(db: DbOrTx, pincode: string): Promise<DeliveryCheck> {
  return toDeliveryCheck(await deliveryFor(db, pincode));
}
