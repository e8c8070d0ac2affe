import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoutes } from '@/test/utils';
import { eligibleItemOf, eligibleOrderOf, exchangeOptionOf } from '../../test/return-fixtures';
import {
  inDialog,
  MY_RETURNS_ROUTES,
  openOrder,
  productRadio,
  returnsApi,
  submitButton,
} from '../../test/returns-api-mock';

// An exchange for another size of the same product: the dialog lists the product's sizes from
// the exchange options, with their stock, and sends the one chosen by its SKU.

const OUD = eligibleItemOf({
  id: 102,
  productId: 21,
  product: { id: 21, name: 'Oud Royale', sku: 'AH-OUD-50', images: [], productType: 'FRAGRANCE' },
  name: 'Oud Royale',
  sku: 'AH-OUD-50',
  size: '50 ml',
  price: 7400,
});

const OUD_IN_OTHER_SIZES = exchangeOptionOf({
  id: 21,
  name: 'Oud Royale',
  sku: 'AH-OUD-50',
  size: null,
  price: 4800,
  sameProduct: true,
  sameName: true,
  sizes: [
    {
      sku: 'AH-OUD-30',
      size: '30 ml',
      colour: null,
      price: 4800,
      stockQuantity: 6,
      inStock: true,
    },
    {
      sku: 'AH-OUD-10',
      size: '10 ml',
      colour: null,
      price: 1900,
      stockQuantity: 0,
      inStock: false,
    },
  ],
});

const KANNAUJ = exchangeOptionOf({ id: 13, name: 'Kannauj Rose Attar', sku: 'AH-KR-12' });

function setUp() {
  const api = returnsApi({
    orders: [eligibleOrderOf({ items: [OUD] })],
    exchangeOptions: [OUD_IN_OTHER_SIZES, KANNAUJ],
  });
  mockFetch(api.handler);
  const user = userEvent.setup();
  renderRoutes({ routes: MY_RETURNS_ROUTES, initialEntries: ['/returns'] });
  return { api, user };
}

async function chooseOudInAnotherSize(user: ReturnType<typeof userEvent.setup>) {
  await openOrder(user);
  await user.selectOptions(inDialog().getByLabelText('Request Type'), 'EXCHANGE');
  await user.click(productRadio('Oud Royale'));
  await user.selectOptions(inDialog().getByLabelText('Reason for exchange'), 'Defective product');
  const sameProduct = await inDialog().findByRole('radio', {
    name: /The same product in another size/,
  });
  await user.click(sameProduct);
}

const sizes = () => within(inDialog().getByRole('group', { name: 'Size you would like' }));

describe('an exchange for another size of the same product', () => {
  it('lists the sizes with their price and stock, a sold-out one disabled, and sends the SKU chosen', async () => {
    const { api, user } = setUp();
    await chooseOudInAnotherSize(user);
    expect(inDialog().getByText(/from ₹4,800/)).toBeInTheDocument();

    const thirty = sizes().getByRole('radio', { name: /30 ml/ });
    const ten = sizes().getByRole('radio', { name: /10 ml/ });
    expect(thirty).toHaveAccessibleName('30 ml ₹4,800 · 6 in stock');
    expect(thirty).toBeEnabled();
    expect(ten).toHaveAccessibleName('10 ml ₹1,900 · Sold out');
    expect(ten).toBeDisabled();
    // No ring size in words where the sizes are listed.
    expect(inDialog().queryByLabelText('Ring size you would like')).toBeNull();

    // A size must be chosen first.
    await user.click(submitButton());
    expect(await screen.findByText('Choose the size you would like instead.')).toBeInTheDocument();
    expect(api.submits()).toHaveLength(0);

    await user.click(ten);
    expect(ten).not.toBeChecked();
    await user.click(thirty);
    expect(thirty).toBeChecked();
    await user.click(submitButton());
    await screen.findByText('Request submitted successfully!');
    expect(api.submits()[0]!.body).toEqual({
      orderId: 31,
      productId: 21,
      orderItemId: 102,
      reason: 'Defective product',
      comment: null,
      type: 'EXCHANGE',
      exchangeProductId: 21,
      exchangeSku: 'AH-OUD-30',
    });
  });

  it('lets the size go when another product is chosen, and sends no SKU for it', async () => {
    const { api, user } = setUp();
    await chooseOudInAnotherSize(user);
    await user.click(sizes().getByRole('radio', { name: /30 ml/ }));
    await user.click(inDialog().getByRole('radio', { name: /Kannauj Rose Attar/ }));
    expect(inDialog().queryByRole('group', { name: 'Size you would like' })).toBeNull();

    // Back to the same product: its size is to be chosen again.
    await user.click(inDialog().getByRole('radio', { name: /The same product in another size/ }));
    expect(sizes().getByRole('radio', { name: /30 ml/ })).not.toBeChecked();

    await user.click(inDialog().getByRole('radio', { name: /Kannauj Rose Attar/ }));
    await user.click(submitButton());
    await screen.findByText('Request submitted successfully!');
    const body = api.submits()[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ exchangeProductId: 13 });
    expect(body).not.toHaveProperty('exchangeSku');
    expect(body).not.toHaveProperty('exchangeSize');
  });
});
