import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { CATEGORIES, pageOf, product } from '../test/catalog-fixtures';
import FragrancesPage from './fragrances-page';

/** Serves categories, and 30 fragrances of which the women's are 1 to 14, honouring page and size. */
function serveCatalogue() {
  const productCalls: URLSearchParams[] = [];
  const fetchMock = mockFetch((url) => {
    if (url.pathname === '/api/categories/getCategory')
      return jsonResponse(pageOf(CATEGORIES, { size: 100 }));
    if (url.pathname !== '/api/products/getAll') return errorResponse(404, 'NOT_FOUND', 'No route');
    productCalls.push(url.searchParams);
    const gender = url.searchParams.get('gender');
    const all = Array.from({ length: 30 }, (_, index) =>
      product(index + 1, { name: `Scent ${index + 1}`, gender: index < 14 ? 'WOMEN' : 'MEN' }),
    );
    const matching = all.filter((item) => !gender || item.gender === gender);
    const page = Number(url.searchParams.get('page') ?? 0);
    const size = Number(url.searchParams.get('size') ?? 10);
    return jsonResponse(
      pageOf(matching.slice(page * size, page * size + size), {
        number: page,
        size,
        totalElements: matching.length,
      }),
    );
  });
  return { fetchMock, productCalls, lastCall: () => productCalls.at(-1) };
}

function renderFragrances(path = '/fragrances') {
  return renderRoutes({
    routes: [
      {
        path: '/fragrances',
        element: (
          <>
            <FragrancesPage />
            <LocationProbe />
          </>
        ),
      },
    ],
    initialEntries: [path],
  });
}

const location = () => screen.getByTestId('location').textContent;

describe('FragrancesPage', () => {
  it('asks for fragrances only and shows them with a heading and a count', async () => {
    const { lastCall } = serveCatalogue();
    renderFragrances();
    expect(screen.getByRole('heading', { level: 1, name: 'Fragrances' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Scent 1\b/ })).toBeInTheDocument();
    expect(screen.getByText('30 pieces')).toBeInTheDocument();
    expect(lastCall()?.get('productType')).toBe('FRAGRANCE');
    expect(document.title).toBe('Fragrances | Attar House');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /attars/i,
    );
  });

  it('keeps a chosen filter in the URL, starts again at page 1 and asks the API for it', async () => {
    const user = userEvent.setup();
    const { lastCall } = serveCatalogue();
    renderFragrances('/fragrances?page=2');
    await screen.findByRole('link', { name: /Scent 13/ });
    await user.click(screen.getByRole('button', { name: 'For Her' }));
    expect(location()).toBe('/fragrances?gender=women');
    expect(await screen.findByText('14 pieces')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'For Her' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastCall()?.get('gender')).toBe('WOMEN');
    expect(lastCall()?.get('page')).toBe('0');
  });

  it('offers the fragrance kinds from the categories call, and not the jewelry ones', async () => {
    const user = userEvent.setup();
    const { lastCall } = serveCatalogue();
    renderFragrances();
    const kinds = await screen.findByRole('group', { name: 'Kind' });
    expect(within(kinds).getByRole('button', { name: 'Attars' })).toBeInTheDocument();
    expect(within(kinds).queryByRole('button', { name: 'Rings' })).toBeNull();
    await user.click(within(kinds).getByRole('button', { name: 'Attars' }));
    expect(location()).toBe('/fragrances?category=2');
    await screen.findByRole('link', { name: /Scent 1\b/ });
    expect(lastCall()?.get('category')).toBe('2');
  });

  it('reads price, family and note from the URL, asks the API for them and counts them on the Filter button', async () => {
    const { lastCall } = serveCatalogue();
    renderFragrances('/fragrances?gender=women&minPrice=1000&maxPrice=5000&note=rose&metal=gold');
    await screen.findByRole('link', { name: /Scent 1\b/ });
    // Wearer, price (one filter for both bounds) and note; a fragrance has no metal to filter by.
    expect(screen.getByRole('button', { name: 'Filter (3)' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Metal' })).toBeNull();
    const call = lastCall()!;
    expect(call.get('gender')).toBe('WOMEN');
    expect(call.get('minPrice')).toBe('1000');
    expect(call.get('maxPrice')).toBe('5000');
    expect(call.get('note')).toBe('rose');
    expect(call.has('metal')).toBe(false);
    // The shared facets' code arrives once the page is idle.
    expect(
      await screen.findByLabelText('Lowest price in rupees', {}, { timeout: 3000 }),
    ).toHaveValue('1000');
    expect(
      within(screen.getByRole('group', { name: 'Notes' })).getByRole('button', { name: 'Rose' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the filters in a sheet from the Filter button, applies a family there and clears them', async () => {
    const user = userEvent.setup();
    const { lastCall } = serveCatalogue();
    renderFragrances('/fragrances?occasion=evening');
    await screen.findByRole('link', { name: /Scent 1\b/ });
    await user.click(screen.getByRole('button', { name: 'Filter (1)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter' });
    await user.click(
      await within(sheet).findByRole('button', { name: 'Woody & earthy' }, { timeout: 3000 }),
    );
    expect(location()).toBe('/fragrances?occasion=evening&family=woody');
    await waitFor(() => expect(lastCall()?.get('family')).toBe('WOODY'));
    expect(within(sheet).getByRole('button', { name: 'Woody & earthy' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // The foot of the sheet leads back to the pieces, counted.
    await user.click(await within(sheet).findByRole('button', { name: /^Show \d+ pieces?$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Filter (2)' }));
    const again = await screen.findByRole('dialog', { name: 'Filter' });
    await user.click(within(again).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/fragrances');
    expect(within(again).queryByRole('button', { name: 'Clear filters' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Filter' })).toBeInTheDocument();
  });

  it('applies a price range in whole rupees and says what is wrong with a bad one', async () => {
    const user = userEvent.setup();
    const { lastCall } = serveCatalogue();
    renderFragrances('/fragrances?page=2');
    await screen.findByRole('link', { name: /Scent 13/ });
    const lowest = await screen.findByLabelText('Lowest price in rupees', {}, { timeout: 3000 });
    const highest = screen.getByLabelText('Highest price in rupees');
    await user.type(lowest, '3000');
    await user.type(highest, '1000');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The lowest price must not be above the highest.',
    );
    expect(location()).toBe('/fragrances?page=2');
    await user.clear(highest);
    await user.type(highest, 'lots');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter whole rupees, such as 2500.');
    await user.clear(highest);
    await user.type(highest, '4,500');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/fragrances?minPrice=3000&maxPrice=4500');
    await screen.findByRole('button', { name: 'Filter (1)' });
    expect(lastCall()?.get('minPrice')).toBe('3000');
    expect(lastCall()?.get('maxPrice')).toBe('4500');
    expect(lastCall()?.get('page')).toBe('0');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the sort order and the page in the URL', async () => {
    const user = userEvent.setup();
    const { lastCall } = serveCatalogue();
    renderFragrances('/fragrances?gender=women&size=6');
    await screen.findByRole('link', { name: /Scent 1\b/ });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_desc');
    expect(location()).toBe('/fragrances?gender=women&size=6&sortOrder=price_desc');
    await user.click(await screen.findByRole('link', { name: 'Page 2' }));
    expect(location()).toBe('/fragrances?gender=women&size=6&sortOrder=price_desc&page=2');
    expect(await screen.findByRole('link', { name: /Scent 7\b/ })).toBeInTheDocument();
    expect(lastCall()?.get('sortOrder')).toBe('price_desc');
    expect(lastCall()?.get('page')).toBe('1');
    expect(lastCall()?.get('size')).toBe('6');
  });

  it('says when nothing matches and clears the filters on request', async () => {
    const user = userEvent.setup();
    mockFetch((url) =>
      url.pathname === '/api/categories/getCategory'
        ? jsonResponse(pageOf(CATEGORIES))
        : jsonResponse(
            pageOf(url.searchParams.has('occasion') ? [] : [product(1, { name: 'Mitti Attar' })]),
          ),
    );
    renderFragrances('/fragrances?occasion=wedding&sortOrder=newest');
    const empty = await screen.findByRole('heading', { name: 'No products found' });
    // Offered beside the filters too; here the empty list's own button is used.
    expect(
      within(screen.getByRole('region', { name: 'Filters' })).getByRole('button', {
        name: 'Clear filters',
      }),
    ).toBeInTheDocument();
    await user.click(within(empty.parentElement!).getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/fragrances?sortOrder=newest');
    expect(await screen.findByRole('link', { name: /Mitti Attar/ })).toBeInTheDocument();
  });

  it('shows a failure with a way to try again', async () => {
    mockFetch((url) =>
      url.pathname === '/api/categories/getCategory'
        ? jsonResponse(pageOf(CATEGORIES))
        : errorResponse(503, 'NOT_READY', 'The store is waking up'),
    );
    renderFragrances();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load products');
    expect(alert).toHaveTextContent('The store is waking up');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
