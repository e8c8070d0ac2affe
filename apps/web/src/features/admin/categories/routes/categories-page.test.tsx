import type { AdminCategory } from '@attar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { categoryKeys } from '@/api/categories';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import AddCategoriesPage from './categories-page';

const ROSE: AdminCategory = {
  id: 1,
  name: 'Rose Attars',
  slug: 'rose-attars',
  description: 'Kannauj rose distilled into sandalwood.',
  productType: 'FRAGRANCE',
  imageUrl: '/media/card/categories-rose',
  imageUrls: ['categories-rose'],
  imagePublicId: 'categories-rose',
  productCount: 4,
  deletedProductCount: 0,
  createdAt: '2026-03-05T10:00:00.000Z',
};
const POLKI: AdminCategory = {
  ...ROSE,
  id: 2,
  name: 'Polki Necklaces',
  slug: 'polki-necklaces',
  description: '',
  productType: 'JEWELRY',
  imageUrl: null,
  imageUrls: [],
  imagePublicId: null,
  productCount: 0,
  deletedProductCount: 2,
};

const page = (content: AdminCategory[]) => ({
  content,
  size: 10,
  number: 0,
  totalElements: content.length,
  totalPages: content.length > 0 ? 1 : 0,
  first: true,
  last: true,
  empty: content.length === 0,
});

interface Call {
  method: string;
  url: URL;
  body: unknown;
}

type Answer = (call: Call) => Response | undefined;

/** The admin API for categories, with `answer` deciding the writes; every call is recorded. */
function mockCategoryApi(answer: Answer = () => undefined) {
  const calls: Call[] = [];
  mockFetch((url, init) => {
    const raw = init?.body;
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof raw === 'string' ? JSON.parse(raw) : raw,
    };
    calls.push(call);
    const answered = answer(call);
    if (answered) return answered;
    if (url.pathname === '/api/categories/admingetcategory') {
      const search = url.searchParams.get('search')?.toLowerCase();
      const rows = [ROSE, POLKI].filter(
        (row) => !search || row.name.toLowerCase().includes(search),
      );
      return jsonResponse(page(rows));
    }
    return errorResponse(404, 'NOT_FOUND', 'Not found');
  });
  return {
    calls,
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

function renderPage(path = '/admin/addcategories') {
  return renderRoutes({
    routes: [
      {
        path: '/admin/addcategories',
        element: (
          <>
            <AddCategoriesPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    initialEntries: [path],
  });
}

const rowOf = (name: string) => screen.getByRole('cell', { name: new RegExp(name) }).closest('tr')!;

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

describe('the categories admin screen', () => {
  it('lists the categories with their type, live products and trashed ones', async () => {
    const api = mockCategoryApi();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(await within(table).findByText('Rose Attars')).toBeInTheDocument();
    const rose = within(rowOf('Rose Attars'));
    expect(rose.getByText('Fragrance')).toBeInTheDocument();
    expect(rose.getByText('4')).toBeInTheDocument();
    expect(rose.getByText('5 March 2026')).toBeInTheDocument();
    expect(within(rowOf('Polki Necklaces')).getByText('+2 in trash')).toBeInTheDocument();
    const list = api.calls[0]!.url;
    expect(list.searchParams.get('page')).toBe('0');
    expect(list.searchParams.get('size')).toBe('10');
  });

  it('searches once typing pauses, and keeps the search in the address', async () => {
    const user = userEvent.setup();
    const api = mockCategoryApi();
    renderPage();
    await screen.findByText('Polki Necklaces');
    await user.type(screen.getByLabelText('Search categories'), 'rose');
    await waitFor(() => expect(screen.queryByText('Polki Necklaces')).not.toBeInTheDocument());
    expect(screen.getByText('Rose Attars')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/addcategories?search=rose');
    // One request for the whole word, not one per letter.
    const searches = api.calls.filter((call) => call.url.searchParams.has('search'));
    expect(searches.map((call) => call.url.searchParams.get('search'))).toEqual(['rose']);
  });

  it('reads the search from the address', async () => {
    const api = mockCategoryApi();
    renderPage('/admin/addcategories?search=polki&page=1');
    expect(await screen.findByText('Polki Necklaces')).toBeInTheDocument();
    expect(screen.getByLabelText('Search categories')).toHaveValue('polki');
    expect(api.calls[0]!.url.searchParams.get('search')).toBe('polki');
  });

  it('adds a category: uploads the chosen image, then saves its id, and reads the lists again', async () => {
    const user = userEvent.setup();
    const api = mockCategoryApi(({ method, url, body }) => {
      if (method === 'POST' && url.pathname === '/api/upload/images')
        return jsonResponse(
          {
            publicId: 'categories-0123abcd',
            url: '/media/original/categories-0123abcd',
            width: 800,
            height: 640,
            format: 'webp',
          },
          201,
        );
      if (method === 'POST' && url.pathname === '/api/categories/add')
        return jsonResponse({ ...POLKI, id: 3, ...(body as object) }, 201);
      return undefined;
    });
    const { queryClient } = renderPage();
    await screen.findByText('Rose Attars');
    queryClient.setQueryData(categoryKeys.list(), []);

    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    await user.type(within(dialog).getByLabelText('Name'), 'Temple Jewellery');
    await user.selectOptions(within(dialog).getByLabelText('Product type'), 'JEWELRY');
    await user.type(
      within(dialog).getByLabelText('Description (optional)'),
      'Gold from Nagercoil.',
    );
    const file = new File(['png-bytes'], 'temple.png', { type: 'image/png' });
    await user.upload(within(dialog).getByLabelText('Image'), file);
    expect(within(dialog).getByAltText('Preview of the chosen image')).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText('Category added')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [upload, add] = api.writes();
    expect(upload!.url.pathname).toBe('/api/upload/images');
    expect((upload!.body as FormData).get('file')).toBeInstanceOf(File);
    expect((upload!.body as FormData).get('folder')).toBe('categories');
    expect(add!.body).toEqual({
      name: 'Temple Jewellery',
      description: 'Gold from Nagercoil.',
      productType: 'JEWELRY',
      imagePublicId: 'categories-0123abcd',
    });
    // The storefront's list is stale now too, so the carousel and filters read it again.
    expect(queryClient.getQueryState(categoryKeys.list())?.isInvalidated).toBe(true);
  });

  it('checks the form as the server does before sending anything', async () => {
    const user = userEvent.setup();
    const api = mockCategoryApi();
    renderPage();
    await screen.findByText('Rose Attars');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));
    expect(await within(dialog).findByText('Enter a name for the category.')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a product type.')).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('edits a category with a JSON update that leaves its image alone', async () => {
    const user = userEvent.setup();
    const api = mockCategoryApi(({ method, body }) =>
      method === 'PUT' ? jsonResponse({ ...ROSE, ...(body as object) }) : undefined,
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Rose Attars' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category' });
    expect(within(dialog).getByAltText('The current image')).toHaveAttribute(
      'src',
      '/media/card/categories-rose',
    );
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Gulab Attars');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Category saved')).toBeInTheDocument();
    const [update] = api.writes();
    expect(update!.url.pathname).toBe('/api/categories/update/1');
    expect(update!.body).toEqual({
      name: 'Gulab Attars',
      description: 'Kannauj rose distilled into sandalwood.',
      productType: 'FRAGRANCE',
    });
  });

  it('removes the image with imagePublicId null', async () => {
    const user = userEvent.setup();
    const api = mockCategoryApi(({ method }) =>
      method === 'PUT' ? jsonResponse(ROSE) : undefined,
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Rose Attars' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit category' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    expect(within(dialog).getByText('No image')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Category saved');
    expect(api.writes()[0]!.body).toMatchObject({ imagePublicId: null });
  });

  it("shows the server's answer when the name is taken, beside the name and in a toast", async () => {
    const user = userEvent.setup();
    mockCategoryApi(({ method }) =>
      method === 'POST'
        ? errorResponse(
            409,
            'CATEGORY_NAME_TAKEN',
            'A category named "Rose Attars" already exists.',
          )
        : undefined,
    );
    renderPage();
    await screen.findByText('Rose Attars');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    const dialog = screen.getByRole('dialog', { name: 'Add category' });
    await user.type(within(dialog).getByLabelText('Name'), 'rose attars');
    await user.selectOptions(within(dialog).getByLabelText('Product type'), 'FRAGRANCE');
    await user.click(within(dialog).getByRole('button', { name: 'Add category' }));

    expect(await screen.findByText('Could not add the category')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
      'A category named "Rose Attars" already exists.',
    );
    expect(screen.getByRole('dialog', { name: 'Add category' })).toBeInTheDocument();
  });

  it('tells how many trashed products go with a category before deleting it', async () => {
    const user = userEvent.setup();
    const api = mockCategoryApi(({ method }) =>
      method === 'DELETE' ? new Response(null, { status: 204 }) : undefined,
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Polki Necklaces' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Polki Necklaces"?' });
    expect(dialog).toHaveTextContent(
      'Its 2 products in the trash (deleted products) will be removed for good with it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));

    expect(await screen.findByText('Category deleted')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.writes().map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      'DELETE /api/categories/delete/2',
    ]);
  });

  it("keeps the dialog open with the server's words while live products use the category", async () => {
    const user = userEvent.setup();
    mockCategoryApi(({ method }) =>
      method === 'DELETE'
        ? errorResponse(
            409,
            'CATEGORY_IN_USE',
            '4 products are in "Rose Attars". Move or delete them first.',
          )
        : undefined,
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Rose Attars' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Rose Attars"?' });
    expect(dialog).not.toHaveTextContent('trash');
    await user.click(within(dialog).getByRole('button', { name: 'Delete category' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '4 products are in "Rose Attars". Move or delete them first.',
    );
    expect(screen.getByText('Could not delete the category')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });
});
