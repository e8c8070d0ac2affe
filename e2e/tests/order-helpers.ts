import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { createAccount, type Account } from './identity-helpers';
import { uniqueEmail } from './helpers';
import { adminToken, auth, tokenFor } from './admin-session';

export interface OrderLine {
  productId: number;
  quantity: number;
}

export interface PlacedOrder {
  id: number;
  orderNumber: string;
}

/** In-stock products of one kind from the seeded catalogue, cheapest first. */
export async function seededProducts(
  request: APIRequestContext,
  productType: 'FRAGRANCE' | 'JEWELRY' | 'GIFT_SET',
): Promise<
  {
    id: number;
    name: string;
    price: number;
    salePrice: number | null;
    stockQuantity: number;
    size: string | null;
  }[]
> {
  const response = await request.get('/api/products/getAll?size=100&sortOrder=price_asc');
  const page = (await response.json()) as {
    content: {
      id: number;
      name: string;
      price: number;
      salePrice: number | null;
      stockQuantity: number;
      productType: string;
      size: string | null;
    }[];
  };
  return page.content.filter(
    (product) => product.productType === productType && product.stockQuantity > 2,
  );
}

/**
 * A new customer with a cash-on-delivery order of `lines`, moved by the admin to `status`
 * (DELIVERED by default), all through the API: the screens have journeys of their own.
 */
export async function customerWithOrder(
  request: APIRequestContext,
  lines: OrderLine[],
  status = 'DELIVERED',
): Promise<{ account: Account; token: string; order: PlacedOrder }> {
  const account = {
    email: uniqueEmail('returns'),
    password: 'Attar@2026!',
    firstname: 'Meera',
    lastname: 'Iyer',
  };
  await createAccount(request, account);
  const token = await tokenFor(request, account.email, account.password);
  const address = await request.post('/api/shipping-addresses/Add', {
    headers: auth(token),
    data: {
      fullName: 'Meera Iyer',
      addressLine1: '14 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560025',
      phoneNumber: '9845012345',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  const addressId = ((await address.json()) as { id: number }).id;
  const methods = (await (await request.get('/api/payment-methods/active')).json()) as {
    id: number;
    method: string;
  }[];
  const cod = methods.find((method) => method.method === 'cod')!;
  const quote = (await (
    await request.post('/api/cart/quote', {
      data: { items: lines, paymentMethodId: cod.id, pincode: '560025' },
    })
  ).json()) as { total: number };
  const placed = await request.post('/api/order/placeOrder', {
    headers: { ...auth(token), 'Idempotency-Key': crypto.randomUUID() },
    data: {
      shippingAddressId: addressId,
      paymentMethodId: cod.id,
      totalAmount: quote.total,
      items: lines,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as PlacedOrder;
  if (status !== 'PENDING') await moveOrder(request, order.id, status);
  return { account, token, order };
}

/** The admin moves an order (steps may be skipped, docs/product.md, "Order statuses"). */
export async function moveOrder(
  request: APIRequestContext,
  orderId: number,
  status: string,
): Promise<void> {
  const admin = await adminToken(request);
  const moved = await request.put(
    `/api/order/admin/order/status?orderId=${orderId}&status=${status}`,
    {
      headers: auth(admin),
    },
  );
  expect(moved.status(), await moved.text()).toBe(200);
}

/**
 * Fills in Settings > Invoice identity through the API, as an admin does before the first
 * invoice: completing a return issues a GST credit note, which needs it.
 */
export async function invoiceIdentityFilled(request: APIRequestContext): Promise<void> {
  const filled = await request.put('/api/admin/settings/invoice-identity', {
    headers: auth(await adminToken(request)),
    data: {
      legalName: 'Attar House Fragrances Private Limited',
      address: '12 Marine Drive, Mumbai 400002',
      gstin: '27AAPFU0939F1ZV',
      state: 'Maharashtra',
    },
  });
  expect(filled.status(), await filled.text()).toBe(200);
}
