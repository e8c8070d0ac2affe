import {
  ORDER_MESSAGES,
  type Order,
  type Page,
  type Product,
  type ProductDetail,
  type Quote,
  type StockMovement,
} from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addProduct,
  addVariant,
  defaultVariantOf,
  stockOf,
} from '../../../test/catalog-fixtures.js';
import { addressOf, orderReadyStore } from '../../../test/order-fixtures.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import {
  orderItems,
  productVariants,
  stockMovements,
  type ProductRow,
  type ProductVariantRow,
} from '../../db/schema/index.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';

// A product sold in several sizes (docs/decisions/0057-variants.md): what the storefront reads,
// what a quote and an order charge and take, and what the stock ledger names.
let t: TestApp;
let codId: number;
let categoryId: number;
let customer: { id: number; token: string; email: string };
let addressId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ codId, categoryId } = await orderReadyStore(t));
  customer = await signedInUser(t);
  addressId = await addressOf(t, customer.token);
});
afterAll(async () => {
  await t.close();
});

let productCounter = 0;

/**
 * An attar in 50 ml (the default, ₹1000) and 100 ml (₹1800), with the stock given to each.
 * Names and SKUs are unique per call, so every test has products of its own.
 */
async function twoSizes(stock: { small: number; large: number }): Promise<{
  product: ProductRow;
  small: ProductVariantRow;
  large: ProductVariantRow;
}> {
  productCounter += 1;
  const product = await addProduct(t.database.db, {
    name: `Sized Attar ${productCounter} ${Math.random().toString(36).slice(2, 7)}`,
    categoryId,
    pricePaise: 100_000,
    size: '50 ml',
    stockQuantity: stock.small,
  });
  const small = await defaultVariantOf(t.database.db, product.id);
  const large = await addVariant(t.database.db, product.id, {
    sku: `${product.sku}-100`,
    size: '100 ml',
    pricePaise: 180_000,
    stockQuantity: stock.large,
  });
  return { product, small, large };
}

type Line = { productId: number; sku?: string; quantity: number };

const quote = (items: Line[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/quote',
    payload: { items, paymentMethodId: codId, pincode: '400002' },
  });

const place = (items: { productId: number; productSku?: string; quantity: number }[], total = 1) =>
  t.app.inject(
    withToken(customer.token, {
      method: 'POST',
      url: '/api/order/placeOrder',
      payload: { shippingAddressId: addressId, paymentMethodId: codId, totalAmount: total, items },
    }),
  );

/** Places an order for the lines at the quote's total; the order's items name SKUs as `productSku`. */
async function placeQuoted(items: Line[]) {
  const quoted = await quote(items);
  expect(quoted.statusCode, quoted.body).toBe(200);
  return place(
    items.map(({ sku, ...line }) => (sku === undefined ? line : { ...line, productSku: sku })),
    json<Quote>(quoted).total,
  );
}

describe('quoting a product of two sizes', () => {
  it('gives two lines of one product with different SKUs two lines, each at its variant’s price and stock', async () => {
    const { product, small, large } = await twoSizes({ small: 3, large: 1 });
    const response = await quote([
      { productId: product.id, quantity: 1 },
      { productId: product.id, sku: large.sku, quantity: 2 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const body = json<Quote>(response);
    expect(body.lines).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantId: small.id,
        sku: small.sku,
        size: '50 ml',
        unitPrice: 1000,
        quantity: 1,
        lineTotal: 1000,
        inStock: true,
      }),
      // Two units asked of a size that has one: this line alone is short.
      expect.objectContaining({
        productId: product.id,
        variantId: large.id,
        sku: large.sku,
        size: '100 ml',
        unitPrice: 1800,
        quantity: 2,
        lineTotal: 3600,
        inStock: false,
      }),
    ]);
    expect(body.subtotal).toBe(4600);
  });

  it('reads a SKU in any case, as the order payload does', async () => {
    const { product, large } = await twoSizes({ small: 1, large: 1 });
    const response = await quote([
      { productId: product.id, sku: large.sku.toLowerCase(), quantity: 1 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<Quote>(response).lines[0]).toMatchObject({ variantId: large.id, unitPrice: 1800 });
  });

  it('answers 404 for an unknown SKU and for the SKU of another product’s variant', async () => {
    const { product } = await twoSizes({ small: 1, large: 1 });
    const other = await twoSizes({ small: 1, large: 1 });
    const unknown = await quote([{ productId: product.id, sku: 'NO-SUCH-SKU', quantity: 1 }]);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({
      code: 'NOT_FOUND',
      details: { productId: product.id, sku: 'NO-SUCH-SKU' },
    });
    const foreign = await quote([{ productId: product.id, sku: other.large.sku, quantity: 1 }]);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('ordering a product of two sizes', () => {
  it('takes each line from its own variant, at its own price', async () => {
    const { product, small, large } = await twoSizes({ small: 3, large: 2 });
    const response = await placeQuoted([
      { productId: product.id, quantity: 1 },
      { productId: product.id, sku: large.sku, quantity: 2 },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const order = json<Order>(response);
    expect(order.subtotal).toBe(4600);
    expect(order.items).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantId: small.id,
        sku: small.sku,
        size: '50 ml',
        price: 1000,
        quantity: 1,
      }),
      expect.objectContaining({
        productId: product.id,
        variantId: large.id,
        sku: large.sku,
        size: '100 ml',
        price: 1800,
        quantity: 2,
      }),
    ]);
    const rows = await t.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(rows.map((row) => [row.variantId, row.productSku, row.unitPricePaise])).toEqual([
      [small.id, small.sku, 100_000],
      [large.id, large.sku, 180_000],
    ]);
    expect(await stockOf(t.database.db, product.id, small.id)).toBe(2);
    expect(await stockOf(t.database.db, product.id, large.id)).toBe(0);
  });

  it('takes the variant `productSku` names and its stock only', async () => {
    const { product, small, large } = await twoSizes({ small: 5, large: 2 });
    const response = await placeQuoted([{ productId: product.id, sku: large.sku, quantity: 2 }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(json<Order>(response).items[0]).toMatchObject({
      variantId: large.id,
      sku: large.sku,
      price: 1800,
    });
    expect(await stockOf(t.database.db, product.id, large.id)).toBe(0);
    expect(await stockOf(t.database.db, product.id, small.id)).toBe(5);
  });

  it('takes the default variant for a `productId` alone', async () => {
    const { product, small, large } = await twoSizes({ small: 5, large: 2 });
    const response = await placeQuoted([{ productId: product.id, quantity: 2 }]);
    expect(response.statusCode, response.body).toBe(201);
    expect(json<Order>(response).items[0]).toMatchObject({
      variantId: small.id,
      sku: small.sku,
      price: 1000,
    });
    expect(await stockOf(t.database.db, product.id, small.id)).toBe(3);
    expect(await stockOf(t.database.db, product.id, large.id)).toBe(2);
  });

  it('refuses more than the chosen size holds, though the other size has plenty', async () => {
    const { product, small, large } = await twoSizes({ small: 9, large: 1 });
    const response = await placeQuoted([{ productId: product.id, sku: large.sku, quantity: 2 }]);
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      details: {
        products: [
          expect.objectContaining({
            productId: product.id,
            variantId: large.id,
            requested: 2,
            available: 1,
          }),
        ],
      },
    });
    expect(await stockOf(t.database.db, product.id, large.id)).toBe(1);
    expect(await stockOf(t.database.db, product.id, small.id)).toBe(9);
  });

  it('answers 404 for an unknown SKU and for the SKU of another product’s variant, taking nothing', async () => {
    const { product, small } = await twoSizes({ small: 4, large: 4 });
    const other = await twoSizes({ small: 4, large: 4 });
    const unknown = await place([
      { productId: product.id, productSku: 'NO-SUCH-SKU', quantity: 1 },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ code: 'NOT_FOUND' });
    const foreign = await place([
      { productId: product.id, productSku: other.large.sku, quantity: 1 },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(json(foreign)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await stockOf(t.database.db, product.id, small.id)).toBe(4);
    expect(await stockOf(t.database.db, other.product.id, other.large.id)).toBe(4);
  });

  it('answers 409 PRODUCT_UNAVAILABLE for a removed variant, in a quote and an order', async () => {
    const { product, large } = await twoSizes({ small: 4, large: 4 });
    await t.database.db
      .update(productVariants)
      .set({ deletedAt: new Date() })
      .where(eq(productVariants.id, large.id));
    const quoted = await quote([{ productId: product.id, sku: large.sku, quantity: 1 }]);
    expect(quoted.statusCode).toBe(409);
    expect(json(quoted)).toMatchObject({ code: 'PRODUCT_UNAVAILABLE' });
    const placed = await place([{ productId: product.id, productSku: large.sku, quantity: 1 }]);
    expect(placed.statusCode).toBe(409);
    expect(json(placed)).toMatchObject({ code: 'PRODUCT_UNAVAILABLE' });
    expect(await stockOf(t.database.db, product.id, large.id)).toBe(4);
  });

  it('answers 400 for two lines that come to the same variant', async () => {
    const { product, small } = await twoSizes({ small: 4, large: 4 });
    // The payload's check sees two different lines; only the store knows the SKU is the default's.
    const lines = [
      { productId: product.id, quantity: 1 },
      { productId: product.id, sku: small.sku, quantity: 1 },
    ];
    const quoted = await quote(lines);
    expect(quoted.statusCode).toBe(400);
    expect(json(quoted)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ORDER_MESSAGES.duplicateProduct,
    });
    const placed = await place([
      { productId: product.id, quantity: 1 },
      { productId: product.id, productSku: small.sku, quantity: 1 },
    ]);
    expect(placed.statusCode).toBe(400);
    expect(json(placed)).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: ORDER_MESSAGES.duplicateProduct,
    });
    expect(await stockOf(t.database.db, product.id, small.id)).toBe(4);
  });
});

describe('reading a product of several sizes', () => {
  it('lists it from its lowest price paid, with its count of variants, in stock when only another size is', async () => {
    // The default (50 ml, ₹1000) is sold out; 10 ml is on sale at ₹450 and 100 ml has stock.
    const { product, small, large } = await twoSizes({ small: 0, large: 2 });
    const sample = await addVariant(t.database.db, product.id, {
      sku: `${product.sku}-10`,
      size: '10 ml',
      pricePaise: 60_000,
      salePricePaise: 45_000,
    });
    // A removed size neither counts nor sets the lowest price.
    await addVariant(t.database.db, product.id, {
      sku: `${product.sku}-5`,
      size: '5 ml',
      pricePaise: 10_000,
      deletedAt: new Date(),
    });
    await storefrontChanged(t.database.db);

    const page = json<Page<Product>>(
      await t.app.inject({ method: 'GET', url: `/api/products/getAll?size=100` }),
    );
    const listed = page.content.find((entry) => entry.id === product.id);
    expect(listed).toMatchObject({
      // The spec's fields are the default variant's.
      sku: small.sku,
      size: '50 ml',
      price: 1000,
      salePrice: null,
      stockQuantity: 0,
      fromPrice: 450,
      variantCount: 3,
      inStock: true,
    });

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/products/getProduct/${product.id}`,
    });
    expect(response.statusCode).toBe(200);
    const detail = json<ProductDetail>(response);
    expect(detail).toMatchObject({
      id: product.id,
      fromPrice: 450,
      variantCount: 3,
      inStock: true,
    });
    expect(detail.variants).toEqual([
      expect.objectContaining({
        id: small.id,
        sku: small.sku,
        size: '50 ml',
        price: 1000,
        salePrice: null,
        stockQuantity: 0,
        inStock: false,
        isDefault: true,
      }),
      expect.objectContaining({
        id: large.id,
        size: '100 ml',
        price: 1800,
        stockQuantity: 2,
        inStock: true,
        isDefault: false,
      }),
      expect.objectContaining({
        id: sample.id,
        size: '10 ml',
        price: 600,
        salePrice: 450,
        stockQuantity: 0,
        inStock: false,
        isDefault: false,
      }),
    ]);
  });

  it('is out of stock once no live variant has stock', async () => {
    const { product, large } = await twoSizes({ small: 0, large: 1 });
    await t.database.db
      .update(productVariants)
      .set({ deletedAt: new Date() })
      .where(eq(productVariants.id, large.id));
    await storefrontChanged(t.database.db);
    const detail = json<ProductDetail>(
      await t.app.inject({ method: 'GET', url: `/api/products/getProduct/${product.id}` }),
    );
    expect(detail).toMatchObject({ inStock: false, variantCount: 1, fromPrice: 1000 });
    expect(detail.variants.map((variant) => variant.size)).toEqual(['50 ml']);
  });
});

describe('the stock ledger of a product of several sizes', () => {
  it('names the variant an order took from, and its SKU', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const { product, small, large } = await twoSizes({ small: 3, large: 2 });
    const response = await placeQuoted([{ productId: product.id, sku: large.sku, quantity: 1 }]);
    expect(response.statusCode, response.body).toBe(201);
    const order = json<Order>(response);

    const rows = await t.database.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order.id));
    expect(rows).toEqual([
      expect.objectContaining({
        productId: product.id,
        variantId: large.id,
        delta: -1,
        stockAfter: 1,
        reason: 'ORDER',
      }),
    ]);

    const ledger = json<Page<StockMovement>>(
      await t.app.inject(
        withToken(admin.token, {
          method: 'GET',
          url: `/api/admin/products/${product.id}/stock-movements?size=100`,
        }),
      ),
    );
    const taken = ledger.content.find((movement) => movement.orderId === order.id);
    expect(taken).toMatchObject({
      productId: product.id,
      variantId: large.id,
      sku: large.sku,
      delta: -1,
      stockAfter: 1,
      reason: 'ORDER',
      orderNumber: order.orderNumber,
    });
    // Nothing was written for the size the order did not buy.
    expect(ledger.content.filter((movement) => movement.variantId === small.id)).toEqual([]);
  });
});
