import {
  DELIVERY_ZONE_KIND_LABELS,
  type DeliveryZone,
  deliveryEstimateLabel,
  type DeliveryZoneTest,
  type LocationState,
} from '@attar/contracts';
import { formatMoney } from '@/lib/format-money';

// What a zone promises, in the words the list and the pincode test show it.

/** "1-2 days", "3 days", "Same day": working days, as the zone form counts them. */
export function daysLabel(daysFrom: number, daysTo: number): string {
  if (daysTo === 0) return 'Same day';
  if (daysFrom === daysTo) return `${daysTo} ${daysTo === 1 ? 'day' : 'days'}`;
  return `${daysFrom}-${daysTo} days`;
}

/** "Free above ₹2,999, else ₹99", "₹99 shipping" or "Free shipping". */
export function chargeLabel({ charge, freeAbove }: Pick<DeliveryZone, 'charge' | 'freeAbove'>) {
  if (charge === 0 || freeAbove === 0) return 'Free shipping';
  if (freeAbove === null) return `${formatMoney(charge)} shipping`;
  return `Free above ${formatMoney(freeAbove)}, else ${formatMoney(charge)}`;
}

/** "COD up to ₹3,000", "COD up to the store's limit" or "No COD". */
export function codLabel({
  codAvailable,
  codLimit,
}: Pick<DeliveryZone, 'codAvailable' | 'codLimit'>) {
  if (!codAvailable) return 'No COD';
  return codLimit === null ? 'COD up to the store’s limit' : `COD up to ${formatMoney(codLimit)}`;
}

/**
 * What a delivered zone promises, part by part: "Free above ₹2,999, else ₹99", "COD up to
 * ₹3,000", "1-2 days" (the list shows them joined by " · ").
 */
export function zonePromiseParts(zone: DeliveryZone): string[] {
  return [chargeLabel(zone), codLabel(zone), daysLabel(zone.daysFrom, zone.daysTo)];
}

/** How many of a zone's entries the list names before "and 12 more". */
const SHOWN_VALUES = 6;

/** "Pincodes starting with: 5600, 5601" or "States: Karnataka, Goa and 3 more". */
export function zoneValuesLabel(zone: DeliveryZone, states: LocationState[] | undefined): string {
  const names =
    zone.kind === 'STATE'
      ? zone.values.map((id) => states?.find((state) => state.stateId === id)?.stateName ?? id)
      : zone.values;
  const shown = names.slice(0, SHOWN_VALUES).join(', ');
  const more = names.length - SHOWN_VALUES;
  return `${DELIVERY_ZONE_KIND_LABELS[zone.kind]}: ${shown}${more > 0 ? ` and ${more} more` : ''}`;
}

/**
 * "Delivered by Thu, 3 Dec" or "Delivered between Tue, 1 Dec and Thu, 3 Dec": the storefront's
 * words (contracts' `deliveryEstimateLabel`).
 */
export function deliveryLabel(estimate: NonNullable<DeliveryZoneTest['estimatedDelivery']>) {
  return deliveryEstimateLabel(estimate);
}
