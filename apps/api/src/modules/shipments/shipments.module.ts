import type { Manifest } from '../../module-manifest.js';

/**
 * The shipments module keeps parcels and their courier reports; the calls that book and follow
 * them join orders and couriers, so they are flows (flows/shipment-booking.routes.ts).
 */
export const shipmentsModule: Manifest = {
  name: 'shipments',
  routes: [],
};
