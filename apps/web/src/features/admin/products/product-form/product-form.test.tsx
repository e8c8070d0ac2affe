import type { AdminProduct } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import ProductEditPage from '../routes/product-edit-page';
import { adminProduct, CATEGORIES, pageOf, type RecordedCall, recordCall } from '../test-fixtures';

const RING = adminProduct(9, {
  name: 'Temple Ring',
  sku: 'JWL-RNG-9',
  categoryId: 4,
  categoryName: 'Rings',
  productType: 'JEWELRY',
  price: 58000,
  stockQuantity: 4,
  dimensions: 'Size 12',
  metal: 'GOLD',
  purity: '22K',
  weightGrams: 6.25,
  hallmarkHuid: 'AB12CD',
  images: [{ isPrimary: true, publicId: 'products-ring', url: '', width: 800, height: 800 }],
});

type Answer = (call: RecordedCall) => Response | undefined;

function mockAdminApi(answer: Answer = () => undefined) {
  const calls: RecordedCall[] = [];
  mockFetch((url, init) => {
    const call = recordCall(url, init);
    calls.push(call);
    const answered = answer(call);
    if (answered) return answered;
    if (url.pathname === '/api/categories/getCategory') return jsonResponse(pageOf(CATEGORIES));
    if (call.method === 'POST' && url.pathname === '/api/upload/images') {
      const file = (call.body as FormData).get('file') as File;
      const publicId = `products-${file.name.replace(/\W.*$/, '')}`;
      return jsonResponse(
        { publicId, url: `/media/original/${publicId}`, width: 8, height: 8, format: 'webp' },
        201,
      );
    }
    if (url.pathname === '/api/admin/products/9') return jsonResponse(RING);
    if (url.pathname.startsWith('/api/product-history/')) return jsonResponse(pageOf([]));
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return {
    calls,
    writes: () =>
      calls
        .filter((call) => call.method !== 'GET')
        .map((call) => `${call.method} ${call.url.pathname}`),
    bodyOf: (method: string, path: string) =>
      calls.find((call) => call.method === method && call.url.pathname === path)?.body,
  };
}

function renderForm(path: string) {
  const element = (
    <>
      <ProductEditPage />
      <LocationProbe />
    </>
  );
  return renderRoutes({
    routes: [
      { path: '/admin/products/new', element },
      { path: '/admin/products/:id', element },
    ],
    initialEntries: [path],
  });
}

const png = (name: string) => new File(['png-bytes'], `${name}.png`, { type: 'image/png' });

type User = ReturnType<typeof userEvent.setup>;

/** Puts text in a field at once (typing it key by key is slow and proves nothing more here). */
async function fill(user: User, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

/** Fills what a new fragrance needs, in Attars. */
async function fillRequired(user: User) {
  await screen.findByRole('option', { name: 'Attars' });
  await fill(user, 'Name', 'Gulab Attar');
  await fill(user, 'SKU', 'atr-gulab-12');
  await user.selectOptions(screen.getByLabelText('Category'), 'Attars');
  await fill(user, 'Short description', 'Kannauj rose in sandalwood.');
  await fill(user, 'Description', 'Distilled the old way.');
}

// A whole form is filled in each test.
describe('the product form', { timeout: 20_000 }, () => {
  it('checks the price as the contract does: two decimals at most, sale below price', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi();
    renderForm('/admin/products/new');
    await fillRequired(user);
    await fill(user, 'Price', '1499.999');
    await fill(user, 'Sale price (optional)', '2000');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(
      await screen.findByText('Price may have at most two decimals (paise).'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Sale price (optional)')).toHaveAccessibleDescription(
      'Sale price must be below the price.',
    );
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '1500.50');
    // Fixing the price clears its error; the sale price is still too high.
    await waitFor(() =>
      expect(
        screen.queryByText('Price may have at most two decimals (paise).'),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Sale price must be below the price.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('adds a fragrance with its pyramid and two uploaded images, and opens its page', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi(({ method, url, body }) =>
      method === 'POST' && url.pathname === '/api/products/products'
        ? jsonResponse(adminProduct(77, body as Partial<AdminProduct>), 201)
        : undefined,
    );
    renderForm('/admin/products/new');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Price'), '2450.5');
    await user.type(screen.getByLabelText('Sale price (optional)'), '1999');
    await user.clear(screen.getByLabelText('Stock'));
    await user.type(screen.getByLabelText('Stock'), '12');
    await user.type(screen.getByLabelText('Size (optional)'), '12 ml');
    await user.selectOptions(screen.getByLabelText('Made for'), 'Unisex');
    await user.click(screen.getByRole('checkbox', { name: 'Wedding' }));
    await user.click(screen.getByRole('checkbox', { name: 'Festive' }));
    await user.click(screen.getByRole('switch', { name: 'Featured' }));
    // Pasted as a list, typed and entered, and left in the box.
    await fill(user, 'Top notes', 'Bergamot, pink pepper');
    await user.type(screen.getByLabelText('Heart notes'), 'Rose{Enter}');
    await user.type(screen.getByLabelText('Base notes'), 'Sandalwood');
    await user.selectOptions(screen.getByLabelText('Concentration'), 'ATTAR');

    await user.upload(screen.getByLabelText('Add images'), [png('first'), png('second')]);
    const images = await screen.findByRole('list', { name: 'Product images' });
    await within(images).findByAltText('Image 2 of 2');
    expect(within(images).getByAltText('Image 1 of 2, primary')).toHaveAttribute(
      'src',
      '/media/thumb/products-first',
    );
    await user.click(screen.getByRole('button', { name: 'Move image 2 left' }));
    // The primary one moved along; now the other becomes primary.
    expect(within(images).getByAltText('Image 2 of 2, primary')).toHaveAttribute(
      'src',
      '/media/thumb/products-first',
    );
    await user.click(screen.getByRole('button', { name: 'Make image 1 primary' }));
    expect(within(images).getByAltText('Image 1 of 2, primary')).toHaveAttribute(
      'src',
      '/media/thumb/products-second',
    );
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Product added')).toBeInTheDocument();
    expect(api.writes()).toEqual([
      'POST /api/upload/images',
      'POST /api/upload/images',
      'POST /api/products/products',
    ]);
    expect(api.bodyOf('POST', '/api/products/products')).toEqual({
      name: 'Gulab Attar',
      sku: 'ATR-GULAB-12',
      categoryId: 1,
      price: 2450.5,
      salePrice: 1999,
      stockQuantity: 12,
      hsnCode: null,
      isFeatured: true,
      size: '12 ml',
      dimensions: null,
      gender: 'UNISEX',
      occasions: ['FESTIVE', 'WEDDING'],
      shortDescription: 'Kannauj rose in sandalwood.',
      description: 'Distilled the old way.',
      notesPyramid: { top: ['Bergamot', 'pink pepper'], heart: ['Rose'], base: ['Sandalwood'] },
      concentration: 'ATTAR',
      metal: null,
      purity: null,
      weightGrams: null,
      hallmarkHuid: null,
      imagePublicIds: ['products-second', 'products-first'],
      primaryPublicId: 'products-second',
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/77'),
    );
  });

  it('shows a taken SKU on the SKU field', async () => {
    const user = userEvent.setup();
    mockAdminApi(({ method }) =>
      method === 'POST'
        ? errorResponse(409, 'SKU_TAKEN', 'SKU ATR-GULAB-12 is already used by "Rose Attar".')
        : undefined,
    );
    renderForm('/admin/products/new');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Price'), '2450');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('Could not add the product')).toBeInTheDocument();
    expect(screen.getByLabelText('SKU')).toHaveAccessibleDescription(
      'SKU ATR-GULAB-12 is already used by "Rose Attar".',
    );
    expect(screen.getByLabelText('SKU')).toHaveFocus();
  });

  it("puts the server's validation details on their fields", async () => {
    const user = userEvent.setup();
    mockAdminApi(({ method }) =>
      method === 'POST'
        ? jsonResponse(
            {
              status: 400,
              error: 'Bad Request',
              code: 'VALIDATION_FAILED',
              message: 'categoryId: No such category.',
              details: [
                { path: 'categoryId', message: 'No such category.' },
                { path: 'notesPyramid.base.0', message: 'A note must be at most 40 characters.' },
              ],
              requestId: 'test',
            },
            400,
          )
        : undefined,
    );
    renderForm('/admin/products/new');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Price'), '2450');
    await user.type(screen.getByLabelText('Base notes'), 'Oud{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText('No such category.')).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveAccessibleDescription('No such category.');
    expect(screen.getByLabelText('Base notes')).toHaveAccessibleDescription(
      'A note must be at most 40 characters.',
    );
  });

  it('shows the refusal of an HSN code without a GST rate under the HSN field', async () => {
    const user = userEvent.setup();
    const message =
      'HSN 9999 has no GST rate. Add its rate in Settings > GST rates, or use a listed HSN code.';
    mockAdminApi(({ method }) =>
      method === 'POST'
        ? jsonResponse(
            {
              status: 400,
              error: 'Bad Request',
              code: 'VALIDATION_FAILED',
              message: `hsnCode: ${message}`,
              details: [{ path: 'hsnCode', message }],
              requestId: 'test',
            },
            400,
          )
        : undefined,
    );
    renderForm('/admin/products/new');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Price'), '2450');
    await user.type(screen.getByLabelText('HSN code (optional)'), '9999');
    await user.click(screen.getByRole('button', { name: 'Add product' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('HSN code (optional)')).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
  });

  it('shows why an upload failed, and deletes a new upload that is removed again', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const api = mockAdminApi(({ method, url }) => {
      if (method === 'POST' && url.pathname === '/api/upload/images' && uploads++ === 0)
        return new Response('', { status: 502 });
      if (method === 'DELETE') return new Response(null, { status: 204 });
      return undefined;
    });
    renderForm('/admin/products/new');
    await screen.findByRole('option', { name: 'Attars' });
    await user.upload(screen.getByLabelText('Add images'), png('broken'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));

    await user.upload(screen.getByLabelText('Add images'), png('kept'));
    await screen.findByAltText('Image 1 of 1, primary');
    await user.click(screen.getByRole('button', { name: 'Remove image 1' }));
    await waitFor(() => expect(screen.queryByAltText(/Image 1/)).not.toBeInTheDocument());
    expect(api.writes()).toEqual([
      'POST /api/upload/images',
      'POST /api/upload/images',
      'DELETE /api/upload/images/products-kept',
    ]);
  });

  it('edits a jewel: purities follow the metal, stock is left alone unless changed', async () => {
    const user = userEvent.setup();
    const api = mockAdminApi(({ method, body }) =>
      method === 'PUT'
        ? jsonResponse({ ...RING, ...(body as object), updatedAt: 'later' })
        : undefined,
    );
    renderForm('/admin/products/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Temple Ring' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('4'));
    expect(screen.queryByLabelText('Top notes')).not.toBeInTheDocument();
    const purity = screen.getByLabelText('Purity');
    expect(purity).toHaveValue('22K');
    expect(within(purity).queryByRole('option', { name: /925/ })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Metal'), 'SILVER');
    expect(purity).toHaveValue('');
    await user.selectOptions(purity, '925');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '4200');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    const body = api.bodyOf('PUT', '/api/products/update/9') as Record<string, unknown>;
    expect(body).toMatchObject({
      price: 4200,
      metal: 'SILVER',
      purity: '925',
      weightGrams: 6.25,
      hallmarkHuid: 'AB12CD',
      dimensions: 'Size 12',
      concentration: null,
      imagePublicIds: ['products-ring'],
      primaryPublicId: 'products-ring',
    });
    expect(body).not.toHaveProperty('stockQuantity');
    expect(body).not.toHaveProperty('notesPyramid');
  });
});
