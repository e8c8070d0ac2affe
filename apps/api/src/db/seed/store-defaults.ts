import { RAZORPAY_METHOD, TEST_GATEWAY_METHOD } from '@attar/contracts';
import { defaultSettings } from '../../modules/settings/settings.service.js';
import type { Db } from '../client.js';
import { deliveryZones, paymentMethods, promotions, settings } from '../schema/index.js';

/** Every store setting at its default (the settings module's schemas in contracts). */
export const SEED_SETTINGS = defaultSettings();

/**
 * Delivery zones of a new store (docs/product.md, "Delivery and pincodes"): pincodes of regions 1
 * to 8 get free delivery with cash on delivery in 2 to 7 working days; 9 is the Army Postal
 * Service, which a courier cannot deliver to.
 */
export const SEED_DELIVERY_ZONES = [
  {
    name: 'Army Postal Service',
    priority: 1,
    kind: 'PREFIX' as const,
    values: ['9'],
    deliverable: false,
    chargePaise: 0,
    codAvailable: false,
    daysFrom: 0,
    daysTo: 0,
  },
  {
    name: 'All India',
    priority: 2,
    kind: 'PREFIX' as const,
    values: ['1', '2', '3', '4', '5', '6', '7', '8'],
    deliverable: true,
    chargePaise: 0,
    codAvailable: true,
    daysFrom: 2,
    daysTo: 7,
  },
];

// Cash on delivery and the built-in test gateway are offered from the start, so a new store shows
// both the pay-on-delivery and the prepaid checkout. Razorpay is offered once its keys are set
// (offerConfiguredGateway); UPI on Delivery starts off.
export const SEED_PAYMENT_METHODS = [
  {
    method: 'cod',
    displayName: 'Cash on Delivery',
    description: 'Pay in cash when your order arrives.',
    isActive: true,
    sortOrder: 0,
  },
  {
    // Switched off until the store's courier collects UPI payments at the door.
    method: 'upi_on_delivery',
    displayName: 'UPI on Delivery',
    description: 'Pay by UPI to the courier when your order arrives.',
    isActive: false,
    sortOrder: 1,
  },
  {
    method: TEST_GATEWAY_METHOD,
    displayName: 'Pay online (test mode)',
    description: 'TEST: the built-in test gateway. No money moves; choose to succeed or fail.',
    isActive: true,
    sortOrder: 2,
  },
  {
    method: RAZORPAY_METHOD,
    displayName: 'Pay online: UPI, cards, netbanking, wallets',
    description: 'Pay securely through Razorpay.',
    isActive: false,
    sortOrder: 3,
  },
];

/**
 * The promo banners' codes (docs/product.md, "Constants and limits") as docs/product.md,
 * "Promotions" defines them: B2G1 is buy 2 get 1 (in every group of three units the cheapest is
 * free), FLAT50 half off the goods, once per customer.
 */
export const SEED_PROMOTIONS = [
  {
    code: 'B2G1',
    title: 'Buy 2 Get 1: in every group of three items, the cheapest is free.',
    kind: 'BUY_X_GET_Y' as const,
    buyQuantity: 2,
    getQuantity: 1,
  },
  {
    code: 'FLAT50',
    title: 'Flat 50% off the subtotal, once per customer.',
    kind: 'PERCENT_OFF' as const,
    percent: 50,
    perCustomerLimit: 1,
  },
];

/**
 * Store settings, delivery zones, payment methods and promotions a store needs to take orders.
 * Inserts only what is missing, so it runs on every start: a database seeded before these existed
 * gets them, and rows an admin changed are left alone.
 */
export async function seedStoreDefaults(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(settings).values(SEED_SETTINGS).onConflictDoNothing();
    // Zones only for a store that has none: one an admin removed stays removed.
    const [anyZone] = await tx.select({ id: deliveryZones.id }).from(deliveryZones).limit(1);
    if (!anyZone) await tx.insert(deliveryZones).values(SEED_DELIVERY_ZONES);
    await tx
      .insert(paymentMethods)
      .values(SEED_PAYMENT_METHODS)
      .onConflictDoNothing({ target: paymentMethods.method });
    // Promotions only for a store that has none: one the owner deleted stays deleted.
    const [anyPromotion] = await tx.select({ id: promotions.id }).from(promotions).limit(1);
    if (!anyPromotion) await tx.insert(promotions).values(SEED_PROMOTIONS);
  });
}
