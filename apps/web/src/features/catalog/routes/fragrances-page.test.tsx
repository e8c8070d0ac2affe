import { screen, within } from '@testing-library/react';
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

  it('offers the fragrance families from the categories call, and not the jewelry ones', async () => {
    const user = userEvent.setup();
    const { lastCall } = serveCatalogue();
    renderFragrances();
    const families = await screen.findByRole('group', { name: 'Family' });
    expect(within(families).getByRole('button', { name: 'Attars' })).toBeInTheDocument();
    expect(within(families).queryByRole('button', { name: 'Rings' })).toBeNull();
    await user.click(within(families).getByRole('button', { name: 'Attars' }));
    expect(location()).toBe('/fragrances?category=2');
    await screen.findByRole('link', { name: /Scent 1\b/ });
    expect(lastCall()?.get('category')).toBe('2');
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
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
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
