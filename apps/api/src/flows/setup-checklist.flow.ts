import { isInvoiceIdentityComplete, type SetupChecklist } from '@attar/contracts';
import type { DbOrTx } from '../db/client.js';
import { SEED_PRODUCTS } from '../db/seed/index.js';
import { hasLiveProductOutside } from '../modules/catalog/catalog.service.js';
import { listActivePaymentMethods } from '../modules/payments/payments.service.js';
import { getSetting, isSettingSaved } from '../modules/settings/settings.service.js';
import { deliveryZonesReviewed } from '../modules/shipping/delivery-zones.service.js';

const DEMO_SKUS = SEED_PRODUCTS.map((product) => product.sku);

/**
 * GET /api/admin/setup-checklist: what the owner still has to do before the store sells
 * (docs/admin-guide.md, "Dashboard"). It reads several modules, so it lives here.
 * - invoice identity: legal name, address, GSTIN and state all filled in (else no invoice);
 * - store contact details: saved once by an admin under Settings, even unchanged (until then
 *   the footer, the contact page and the mails show the placeholder details);
 * - payment methods: at least one active (else the checkout offers none);
 * - delivery zones: saved by an admin at least once, one of them delivering (the demo zones
 *   deliver free everywhere, which a store should choose rather than inherit);
 * - a product of one's own: a live product that is not one of the demo catalogue's (told
 *   apart by SKU: the seed writes exactly those).
 */
export async function setupChecklist(db: DbOrTx): Promise<SetupChecklist> {
  const [identity, contactSaved, methods, zonesReviewed, ownProduct] = await Promise.all([
    getSetting(db, 'invoice_identity'),
    isSettingSaved(db, 'store_contact'),
    listActivePaymentMethods(db),
    deliveryZonesReviewed(db),
    hasLiveProductOutside(db, DEMO_SKUS),
  ]);
  const items: SetupChecklist['items'] = [
    { key: 'invoiceIdentity', done: isInvoiceIdentityComplete(identity) },
    { key: 'storeContact', done: contactSaved },
    { key: 'paymentMethods', done: methods.length > 0 },
    { key: 'deliveryZones', done: zonesReviewed },
    { key: 'ownProduct', done: ownProduct },
  ];
  return { complete: items.every((item) => item.done), items };
}
