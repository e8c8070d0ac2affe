import type { GiftSetComponents } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import ProductEditPage from '../routes/product-edit-page';
import {
  adminProduct,
  ATTARS,
  CATEGORIES,
  pageOf,
  type RecordedCall,
  recordCall,
  variant,
} from '../test-fixtures';

// "What's in the set" in the product form (docs/decisions/0060-gift-sets-from-components.md).

const GIFT_SETS = {
  ...ATTARS,
  id: 7,
  name: 'Gift Sets',
  slug: 'gift-sets',
  productType: 'GIFT_SET' as const,
};

const SET = adminProduct(30, {
  name: 'Discovery Set',
  sku: 'AH-GS-007',
  categoryId: 7,
  categoryName: 'Gift Sets',
  productType: 'GIFT_SET',
  size: '5 x 10 ml',
  stockQuantity: 6,
});

const VETIVER = adminProduct(21, {
  name: 'Monsoon Vetiver',
  sku: 'AH-FR-001',
  variants: [
    variant(2101, { sku: 'AH-FR-001-10ML', size: '10 ml', stockQuantity: 6 }),
    variant(2102, { sku: 'AH-FR-001', size: '100 ml', stockQuantity: 40, isDefault: true }),
  ],
});
const JASMINE = adminProduct(22, {
  name: 'Chandni Jasmine',
  sku: 'AH-FR-003',
  variants: [
    variant(2201, { sku: 'AH-FR-003-10ML', size: '10 ml', stockQuantity: 9 }),
    variant(2202, { sku: 'AH-FR-003', size: '100 ml', stockQuantity: 28, isDefault: true }),
  ],
});
const OTHER_SET = adminProduct(31, { name: 'Jasmine Gift Box', productType: 'GIFT_SET' });

const STORED: GiftSetComponents = {
  productId: 30,
  stockQuantity: 6,
  components: [
    {
      productId: 21,
      variantId: 2101,
      name: 'Monsoon Vetiver',
      sku: 'AH-FR-001-10ML',
      size: '10 ml',
      quantity: 1,
      stockQuantity: 6,
      available: true,
    },
  ],
};

function mockAdminApi(
  answer: (call: RecordedCall) => Response | undefined = () => undefined,
  stored: GiftSetComponents = STORED,
) {
  const calls: RecordedCall[] = [];
  mockFetch((url, init) => {
    const call = recordCall(url, init);
    calls.push(call);
    const answered = answer(call);
    if (answered) return answered;
    if (url.pathname === '/api/categories/getCategory') {
      return jsonResponse(pageOf([...CATEGORIES, GIFT_SETS]));
    }
    if (url.pathname === '/api/admin/products/30') return jsonResponse(SET);
    if (url.pathname === '/api/admin/products/30/components') return jsonResponse(stored);
    if (url.pathname === '/api/admin/products') {
      // The admin's product search: by name, as the API matches it.
      const search = url.searchParams.get('search')?.toLowerCase() ?? '';
      const found = [VETIVER, JASMINE, OTHER_SET, SET].filter((product) =>
        product.name.toLowerCase().includes(search),
      );
      return jsonResponse(pageOf(found));
    }
    if (url.pathname.startsWith('/api/product-history/')) return jsonResponse(pageOf([]));
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return {
    calls,
    writes: () =>
      calls
        .filter((call) => call.method !== 'GET')
        .map((call) => `${call.method} ${call.url.pathname}`),
  };
}

function renderSet() {
  return renderRoutes({
    routes: [{ path: '/admin/products/:id', element: <ProductEditPage /> }],
    initialEntries: ['/admin/products/30'],
  });
}

const section = async () => {
  const heading = await screen.findByRole('group', { name: 'What’s in the set' });
  await within(heading).findByRole('list', { name: 'Components of the set' });
  return within(heading);
};

describe('What’s in the set', { timeout: 20_000 }, () => {
  it('lists the set’s components with the stock they allow, and the price section shows it instead of a stock field', async () => {
    mockAdminApi();
    renderSet();
    const set = await section();
    const rows = set.getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Monsoon Vetiver');
    expect(rows[0]).toHaveTextContent('10 ml · SKU AH-FR-001-10ML · 6 in stock');
    expect(set.getByLabelText('Quantity of Monsoon Vetiver 10 ml')).toHaveValue('1');
    expect(set.getByRole('status')).toHaveTextContent(
      '6 sets in stock: the least the components allow.',
    );
    // The set's own stock cannot be typed: it is what the components allow.
    const price = screen.getByRole('group', { name: 'Price and stock' });
    await waitFor(() => expect(within(price).queryByLabelText('Stock')).toBeNull());
    expect(within(price).getByText('6 sets')).toBeInTheDocument();
    expect(set.getByRole('button', { name: 'Save what’s in the set' })).toBeDisabled();
  });

  it('finds a product, adds two of its 10 ml, shows the new stock and saves the whole list', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi(({ method, url, body }) =>
      method === 'PUT' && url.pathname === '/api/admin/products/30/components'
        ? jsonResponse({
            productId: 30,
            stockQuantity: 4,
            components: [
              STORED.components[0]!,
              {
                productId: 22,
                variantId: 2201,
                name: 'Chandni Jasmine',
                sku: 'AH-FR-003-10ML',
                size: '10 ml',
                quantity: (body as { components: { quantity: number }[] }).components[1]!.quantity,
                stockQuantity: 9,
                available: true,
              },
            ],
          } satisfies GiftSetComponents)
        : undefined,
    );
    renderSet();
    const set = await section();
    await user.type(set.getByLabelText('Add a product'), 'jas');
    const matches = await set.findByRole('list', { name: 'Matching products' });
    // Another gift set is not offered: a set is not made of sets.
    expect(
      within(matches)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Chandni Jasmine· SKU AH-FR-003']);
    await user.click(within(matches).getByRole('button', { name: /Chandni Jasmine/ }));
    expect(set.getByText('Chandni Jasmine', { selector: 'span' })).toBeInTheDocument();
    await user.selectOptions(set.getByLabelText('Size'), '10 ml · 9 in stock');
    await user.clear(set.getByLabelText('Quantity'));
    await user.type(set.getByLabelText('Quantity'), '0');
    await user.click(set.getByRole('button', { name: 'Add to the set' }));
    expect(set.getByLabelText('Quantity')).toHaveAccessibleDescription(
      'A whole number from 1 to 20.',
    );
    await user.clear(set.getByLabelText('Quantity'));
    await user.type(set.getByLabelText('Quantity'), '2{Enter}');
    await user.click(set.getByRole('button', { name: 'Add to the set' }));

    expect(set.getAllByRole('listitem').map((row) => row.querySelector('p')?.textContent)).toEqual([
      'Monsoon Vetiver',
      'Chandni Jasmine',
    ]);
    // min(6 / 1, 9 / 2) = 4
    expect(set.getByRole('status')).toHaveTextContent('4 sets in stock');
    // Enter in the section's fields did not send the product form.
    expect(api.writes()).toEqual([]);
    await user.click(set.getByRole('button', { name: 'Save what’s in the set' }));

    expect(await screen.findByText('The set is saved')).toBeInTheDocument();
    expect(api.writes()).toEqual(['PUT /api/admin/products/30/components']);
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      components: [
        { variantId: 2101, quantity: 1 },
        { variantId: 2201, quantity: 2 },
      ],
    });
    await waitFor(() =>
      expect(set.getByRole('button', { name: 'Save what’s in the set' })).toBeDisabled(),
    );
  });

  it('removes a component, and shows the server’s refusal beside the list', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi(({ method }) =>
      method === 'PUT'
        ? errorResponse(
            409,
            'CONFLICT',
            'Monsoon Vetiver (AH-FR-001-10ML) was removed from the store: choose another.',
          )
        : undefined,
    );
    renderSet();
    const set = await section();
    await user.clear(set.getByLabelText('Quantity of Monsoon Vetiver 10 ml'));
    await user.type(set.getByLabelText('Quantity of Monsoon Vetiver 10 ml'), '30');
    expect(set.getByLabelText('Quantity of Monsoon Vetiver 10 ml')).toHaveAccessibleDescription(
      'A whole number from 1 to 20.',
    );
    expect(set.getByRole('status')).toHaveTextContent('Fix the quantities to see the stock.');
    expect(set.getByRole('button', { name: 'Save what’s in the set' })).toBeDisabled();
    await user.click(set.getByRole('button', { name: 'Undo changes' }));
    expect(set.getByLabelText('Quantity of Monsoon Vetiver 10 ml')).toHaveValue('1');

    await user.click(set.getByRole('button', { name: 'Remove Monsoon Vetiver 10 ml' }));
    expect(set.queryByRole('list', { name: 'Components of the set' })).toBeNull();
    expect(set.getByText(/Nothing yet: the set sells its own stock/)).toBeInTheDocument();
    await user.click(set.getByRole('button', { name: 'Save what’s in the set' }));
    expect(await set.findByRole('alert')).toHaveTextContent(
      'Monsoon Vetiver (AH-FR-001-10ML) was removed from the store: choose another.',
    );
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ components: [] });
  });

  it('is not shown for another kind of product; a new set is saved before it is filled', async () => {
    const user = userEvent.setup();
    mockAdminApi(({ url }) =>
      url.pathname === '/api/admin/products/30'
        ? jsonResponse(adminProduct(30, { name: 'Monsoon Vetiver' }))
        : undefined,
    );
    const { unmount } = renderSet();
    await screen.findByRole('heading', { level: 1, name: 'Monsoon Vetiver' });
    expect(screen.queryByRole('group', { name: 'What’s in the set' })).toBeNull();
    expect(screen.getByLabelText('Stock')).toHaveValue('20');
    unmount();

    renderRoutes({
      routes: [{ path: '/admin/products/new', element: <ProductEditPage /> }],
      initialEntries: ['/admin/products/new'],
    });
    await user.selectOptions(await screen.findByLabelText('Product type'), 'Gift set');
    const set = screen.getByRole('group', { name: 'What’s in the set' });
    expect(set).toHaveTextContent(
      'Add the set first; what goes in it can be chosen here once it is saved.',
    );
    expect(screen.getByLabelText('Stock')).toBeInTheDocument();
  });
});
