import type { AdminProduct } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import ProductEditPage from '@/features/admin/products/routes/product-edit-page';
import {
  adminProduct,
  CATEGORIES,
  pageOf,
  type RecordedCall,
  recordCall,
  variant,
} from '@/features/admin/products/test-fixtures';

// A rose attar in one size, and an oud in three.
const ROSE = adminProduct(9, {
  name: 'Gulab Attar',
  sku: 'ATR-ROSE-12',
  size: '12 ml',
  price: 2450,
  salePrice: 1999,
  stockQuantity: 7,
});
const OUD = adminProduct(5, {
  name: 'Royal Oud',
  sku: 'ATR-OUD-8',
  size: '8 ml',
  price: 4500,
  stockQuantity: 3,
  variants: [
    variant(51, { sku: 'ATR-OUD-8', size: '8 ml', price: 4500, stockQuantity: 3, isDefault: true }),
    variant(52, { sku: 'ATR-OUD-50', size: '50 ml', price: 18000, salePrice: 16500 }),
    variant(53, { sku: 'ATR-OUD-100', size: '100 ml', price: 32000, stockQuantity: 0 }),
  ],
});

function mockAdminApi(answer: (call: RecordedCall) => Response | undefined = () => undefined) {
  const calls: RecordedCall[] = [];
  mockFetch((url, init) => {
    const call = recordCall(url, init);
    calls.push(call);
    const answered = answer(call);
    if (answered) return answered;
    if (url.pathname === '/api/categories/getCategory') return jsonResponse(pageOf(CATEGORIES));
    if (call.method === 'PUT' && url.pathname.startsWith('/api/products/update/'))
      return jsonResponse(url.pathname.endsWith('/9') ? ROSE : OUD);
    if (call.method === 'PUT' && url.pathname.endsWith('/variants'))
      return jsonResponse(url.pathname.includes('/9/') ? ROSE : OUD);
    if (url.pathname === '/api/admin/products/9') return jsonResponse(ROSE);
    if (url.pathname === '/api/admin/products/5') return jsonResponse(OUD);
    if (url.pathname.startsWith('/api/product-history/')) return jsonResponse(pageOf([]));
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return {
    writes: () =>
      calls
        .filter((call) => call.method !== 'GET')
        .map((call) => `${call.method} ${call.url.pathname}`),
    bodyOf: (method: string, path: string) =>
      calls.find((call) => call.method === method && call.url.pathname === path)?.body as
        Record<string, unknown> | undefined,
  };
}

async function openProduct(product: AdminProduct) {
  renderRoutes({
    routes: [{ path: '/admin/products/:id', element: <ProductEditPage /> }],
    initialEntries: [`/admin/products/${product.id}`],
  });
  await screen.findByRole('heading', { level: 1, name: product.name });
  await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('1'));
}

const variantsSent = (api: ReturnType<typeof mockAdminApi>, id: number) =>
  api.bodyOf('PUT', `/api/admin/products/${id}/variants`)?.variants as Record<string, unknown>[];

const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Save changes' }));

describe('the variants editor', { timeout: 20_000 }, () => {
  it('adds sizes to a product of one: generates them, then saves the product and its variants', async () => {
    const user = userEvent.setup();
    // The stored product answered: the new sizes now have ids.
    const saved = adminProduct(9, {
      ...ROSE,
      variants: [
        ...ROSE.variants,
        variant(1091, { sku: 'ATR-ROSE-50ML', size: '50 ml', price: 8900, stockQuantity: 0 }),
        variant(1092, { sku: 'ATR-ROSE-100ML', size: '100 ml', price: 2450, salePrice: 1999 }),
      ],
    });
    const api = mockAdminApi(({ method, url }) =>
      method === 'PUT' && url.pathname.endsWith('/variants') ? jsonResponse(saved) : undefined,
    );
    await openProduct(ROSE);
    // One size: the plain fields, and a way to add more.
    expect(screen.getByLabelText('SKU')).toHaveValue('ATR-ROSE-12');
    expect(screen.getByLabelText('Price')).toHaveValue('2450');
    await user.click(screen.getByRole('button', { name: 'Add sizes' }));

    // The plain fields give way to the rows; the product's size is the first one listed.
    expect(screen.queryByLabelText('SKU')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Price')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove variant 12 ml' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Sizes')).toHaveFocus());
    await user.type(screen.getByLabelText('Sizes'), '50 ml{Enter}100 ml{Enter}');
    await user.click(screen.getByRole('button', { name: 'Generate variants' }));

    expect(screen.getByText('3 variants: 2 added, 1 kept, 0 removed.')).toBeInTheDocument();
    expect(screen.getByLabelText('SKU of 50 ml')).toHaveValue('ATR-ROSE-50ML');
    expect(screen.getByLabelText('Price of 100 ml')).toHaveValue('2450');
    expect(screen.getByLabelText('Stock of 100 ml')).toHaveValue('0');
    await user.clear(screen.getByLabelText('Price of 50 ml'));
    await user.type(screen.getByLabelText('Price of 50 ml'), '8900');
    await user.clear(screen.getByLabelText('Sale price of 50 ml'));
    await save(user);

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      'PUT /api/products/update/9',
      'PUT /api/admin/products/9/variants',
    ]);
    // The product's own fields without those the variants hold.
    const update = api.bodyOf('PUT', '/api/products/update/9')!;
    for (const field of ['sku', 'price', 'salePrice', 'size', 'stockQuantity', 'weightGrams'])
      expect(update).not.toHaveProperty(field);
    expect(update).toMatchObject({ name: 'Gulab Attar', categoryId: 1 });
    expect(variantsSent(api, 9)).toEqual([
      {
        id: 1009,
        sku: 'ATR-ROSE-12',
        size: '12 ml',
        colour: null,
        price: 2450,
        salePrice: 1999,
        // Its stock was not touched: left out, so units sold meanwhile are not put back.
        weightGrams: null,
        imagePublicId: null,
        isDefault: true,
      },
      {
        id: null,
        sku: 'ATR-ROSE-50ML',
        size: '50 ml',
        colour: null,
        price: 8900,
        salePrice: null,
        stockQuantity: 0,
        weightGrams: null,
        imagePublicId: null,
        isDefault: false,
      },
      expect.objectContaining({ id: null, sku: 'ATR-ROSE-100ML', price: 2450, salePrice: 1999 }),
    ]);
    // The form holds the stored rows, so a second save changes them rather than adding them again.
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Default: 12 ml' })).toBeChecked();
  });

  it('sets the price, sale price or stock of every variant at once', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi();
    await openProduct(OUD);
    await user.type(screen.getByLabelText('Sale price for all'), '2999');
    await user.type(screen.getByLabelText('Stock for all'), '12');
    await user.click(screen.getByRole('button', { name: 'Apply to all' }));

    expect(screen.getByText('Sale price, Stock set on all 3 variants.')).toBeInTheDocument();
    for (const size of ['8 ml', '50 ml', '100 ml']) {
      expect(screen.getByLabelText(`Sale price of ${size}`)).toHaveValue('2999');
      expect(screen.getByLabelText(`Stock of ${size}`)).toHaveValue('12');
    }
    // A box left blank changes nothing.
    expect(screen.getByLabelText('Price of 50 ml')).toHaveValue('18000');
    await save(user);

    await screen.findByText('Changes saved');
    expect(
      variantsSent(api, 5).map((sent) => [sent.id, sent.price, sent.salePrice, sent.stockQuantity]),
    ).toEqual([
      [51, 4500, 2999, 12],
      [52, 18000, 2999, 12],
      [53, 32000, 2999, 12],
    ]);
  });

  it('moves the default, which cannot be removed, and removes a size', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi();
    await openProduct(OUD);
    expect(screen.getByRole('radio', { name: 'Default: 8 ml' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove variant 8 ml' })).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'Default: 50 ml' }));
    expect(screen.getByRole('radio', { name: 'Default: 8 ml' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove variant 50 ml' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove variant 8 ml' }));

    expect(screen.queryByLabelText('SKU of 8 ml')).not.toBeInTheDocument();
    // The size left its list, so Generate would not bring it back.
    const sizes = screen.getByLabelText('Sizes').parentElement!;
    expect(within(sizes).queryByText('8 ml')).not.toBeInTheDocument();
    expect(within(sizes).getByText('100 ml')).toBeInTheDocument();
    await save(user);

    await screen.findByText('Changes saved');
    expect(variantsSent(api, 5).map((sent) => [sent.id, sent.isDefault])).toEqual([
      [52, true],
      [53, false],
    ]);
  });

  it("puts the server's answers on the row and field they are about", async () => {
    const user = userEvent.setup();
    let attempt = 0;
    const api = mockAdminApi(({ method, url }) => {
      if (method !== 'PUT' || !url.pathname.endsWith('/variants')) return undefined;
      attempt += 1;
      return attempt === 1
        ? jsonResponse(
            {
              status: 400,
              error: 'Bad Request',
              code: 'VALIDATION_FAILED',
              message: 'variants.2.salePrice: Sale price must be below the price.',
              details: [
                { path: 'variants.2.salePrice', message: 'Sale price must be below the price.' },
                { path: 'variants.1.imagePublicId', message: 'No such image.' },
              ],
              requestId: 'test',
            },
            400,
          )
        : jsonResponse(
            {
              status: 409,
              error: 'Conflict',
              code: 'SKU_TAKEN',
              message: 'SKU ATR-OUD-50 is already used by "Oud Nights".',
              details: { sku: 'ATR-OUD-50', productId: 3, deleted: false },
              requestId: 'test',
            },
            409,
          );
    });
    await openProduct(OUD);
    await save(user);

    expect(await screen.findByText('Could not save the changes')).toBeInTheDocument();
    expect(screen.getByLabelText('Sale price of 100 ml')).toHaveAccessibleDescription(
      'Sale price must be below the price.',
    );
    expect(screen.getByLabelText('Sale price of 100 ml')).toHaveFocus();
    expect(screen.getByText('50 ml: No such image.')).toBeInTheDocument();
    // Nothing was refreshed in between: the rows and their errors stay.
    expect(api.writes()).toEqual([
      'PUT /api/products/update/5',
      'PUT /api/admin/products/5/variants',
    ]);

    await save(user);
    await waitFor(() =>
      expect(screen.getByLabelText('SKU of 50 ml')).toHaveAccessibleDescription(
        'SKU ATR-OUD-50 is already used by "Oud Nights".',
      ),
    );
    expect(screen.getByLabelText('SKU of 8 ml')).not.toHaveAccessibleDescription();
  });

  it('gives a size one of the product’s images, shown first on the product page for it', async () => {
    const user = userEvent.setup();
    const withImages = adminProduct(5, {
      ...OUD,
      images: [
        { isPrimary: true, publicId: 'products-oud-small', url: '', width: 800, height: 800 },
        { isPrimary: false, publicId: 'products-oud-large', url: '', width: 800, height: 800 },
      ],
    });
    const api = mockAdminApi(({ url }) =>
      url.pathname === '/api/admin/products/5' ? jsonResponse(withImages) : undefined,
    );
    await openProduct(withImages);
    const picture = screen.getByRole('combobox', { name: 'Image of 100 ml' });
    expect(picture).toHaveValue('');
    expect(
      within(picture)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["The product's first", 'Image 1', 'Image 2']);
    await user.selectOptions(picture, 'Image 2');
    await save(user);
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    const sent = variantsSent(api, 5);
    expect(sent.find((row) => row.sku === 'ATR-OUD-100')).toMatchObject({
      imagePublicId: 'products-oud-large',
    });
    expect(sent.find((row) => row.sku === 'ATR-OUD-50')).toMatchObject({ imagePublicId: null });
  });

  it('offers no image choice for a product without images', async () => {
    mockAdminApi();
    await openProduct(OUD);
    expect(screen.queryByRole('combobox', { name: /^Image of/ })).not.toBeInTheDocument();
  });

  it('checks the rows before sending: two variants of one size', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi();
    await openProduct(OUD);
    await user.clear(screen.getByLabelText('Size of 100 ml'));
    await user.type(screen.getByLabelText('Size of row 3'), '50 ML');
    await save(user);

    expect(await screen.findByText('Two variants are both 50 ML.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });
});
