import type { Order, Quote } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { paymentMethods } from '../src/db/schema/index.js';
import { seedStoreDefaults } from '../src/db/seed/store-defaults.js';
import { addCategory, addProduct } from './catalog-fixtures.js';
import { json, withToken, type TestApp } from './test-app.js';

/** A Mumbai address whose pincode the seeded rules deliver to, with cash on delivery. */
export const mumbaiAddress = {
  fullName: 'Anaya Sharma',
  addressLine1: '12 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400002',
  phoneNumber: '9876543210',
};

/** Store defaults (delivery rules, COD at 49 rupees, B2G1 and FLAT50) and the COD method id. */
export async function orderReadyStore(t: TestApp): Promise<{ codId: number; categoryId: number }> {
  await seedStoreDefaults(t.database.db);
  const [cod] = await t.database.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.method, 'cod'));
  const category = await addCategory(t.database.db, {
    name: `Attars ${Date.now()}${Math.random()}`,
  });
  return { codId: cod!.id, categoryId: category.id };
}

let productCounter = 0;

/** A product with a price in rupees, a sale price if given, and stock. */
export async function productFor(
  t: TestApp,
  categoryId: number,
  values: { rupees: number; saleRupees?: number; stock?: number; name?: string },
) {
  productCounter += 1;
  return addProduct(t.database.db, {
    name: values.name ?? `Test Attar ${productCounter} ${Math.random().toString(36).slice(2, 7)}`,
    categoryId,
    pricePaise: Math.round(values.rupees * 100),
    salePricePaise: values.saleRupees === undefined ? null : Math.round(values.saleRupees * 100),
    stockQuantity: values.stock ?? 10,
  });
}

/** Adds an address for the customer through the API and answers its id. */
export async function addressOf(t: TestApp, token: string, values: object = mumbaiAddress) {
  const response = await t.app.inject(
    withToken(token, { method: 'POST', url: '/api/shipping-addresses/Add', payload: values }),
  );
  if (response.statusCode !== 201) throw new Error(`address not added: ${response.body}`);
  return json<{ id: number }>(response).id;
}

/**
 * Places an order through the API as a shopper would: the quote's total, to a new Mumbai
 * address. Throws when the store refuses it.
 */
export async function placedOrder(
  t: TestApp,
  token: string,
  options: {
    items: { productId: number; quantity: number }[];
    paymentMethodId: number;
    promoCode?: string;
  },
): Promise<Order> {
  const quote = json<Quote>(
    await t.app.inject({
      method: 'POST',
      url: '/api/cart/quote',
      payload: {
        items: options.items,
        paymentMethodId: options.paymentMethodId,
        pincode: '400002',
        promoCode: options.promoCode,
      },
    }),
  );
  const placed = await t.app.inject(
    withToken(token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: {
        shippingAddressId: await addressOf(t, token),
        paymentMethodId: options.paymentMethodId,
        totalAmount: quote.total,
        items: options.items,
        promoCode: options.promoCode,
      },
    }),
  );
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  return json<Order>(placed);
}
