import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { CATEGORIES, pageOf, product } from '../test/catalog-fixtures';
import CollectionPage from './collection-page';
import CollectionsPage from './collections-page';
import JewelryPage from './jewelry-page';
import SearchPage from './search-page';
import ShopPage from './shop-page';

const withProbe = (element: React.ReactNode) => (
  <>
    {element}
    <LocationProbe />
  </>
);

function renderListing(initialPath: string) {
  return renderRoutes({
    routes: [
      { path: '/collections', element: withProbe(<CollectionsPage />) },
      { path: '/collections/:type', element: withProbe(<CollectionPage />) },
      { path: '/jewelry', element: withProbe(<JewelryPage />) },
      { path: '/search', element: withProbe(<SearchPage />) },
      { path: '/shop', element: withProbe(<ShopPage />) },
      { path: '/shop/gender/:gender', element: withProbe(<ShopPage />) },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [initialPath],
  });
}

/** Records the product calls and answers each with `products`. */
function serveProducts(products = [product(1, { name: 'Polki Ring', productType: 'JEWELRY' })]) {
  const calls: URL[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/categories/getCategory')
      return jsonResponse(pageOf(CATEGORIES, { size: 100 }));
    calls.push(url);
    return jsonResponse(pageOf(products));
  });
  return calls;
}

const location = () => screen.getByTestId('location').textContent;

describe('collections', () => {
  it('lists the collections as tiles that lead to their products', async () => {
    const user = userEvent.setup();
    const calls = serveProducts([product(3, { name: 'Chandni Jasmine', gender: 'WOMEN' })]);
    renderListing('/collections');
    expect(screen.getByRole('heading', { level: 1, name: 'Collections' })).toBeInTheDocument();
    for (const name of ['For Him', 'Unisex', 'Wedding', 'Everyday', 'Fine Jewelry', 'Gift Sets']) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('link', { name: /For Her/ }));
    expect(location()).toBe('/collections/for-her');
    expect(await screen.findByRole('link', { name: /Chandni Jasmine/ })).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get('gender')).toBe('WOMEN');
  });

  it('maps an occasion collection to its filter and narrows it by kind through the URL', async () => {
    const user = userEvent.setup();
    const calls = serveProducts();
    renderListing('/collections/festive');
    expect(screen.getByRole('heading', { level: 1, name: 'Festive' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Polki Ring/ });
    expect(calls.at(-1)?.searchParams.get('occasion')).toBe('FESTIVE');
    await user.click(screen.getByRole('button', { name: 'Jewelry' }));
    expect(location()).toBe('/collections/festive?type=jewelry');
    await screen.findByRole('link', { name: /Polki Ring/ });
    expect(calls.at(-1)?.searchParams.get('productType')).toBe('JEWELRY');
  });

  it('says plainly that an unknown collection does not exist and leads back to the collections', async () => {
    const user = userEvent.setup();
    const calls = serveProducts();
    renderListing('/collections/moonbeams');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Collection not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/no collection called “moonbeams”/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View All Collections' }));
    expect(location()).toBe('/collections');
    expect(calls).toHaveLength(0);
  });
});

describe('jewelry', () => {
  it('shows the chosen jewelry category from the URL and switches category through the chips', async () => {
    const user = userEvent.setup();
    const calls = serveProducts();
    renderListing('/jewelry?category=4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rings' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('link', { name: /Polki Ring/ });
    expect(calls.at(-1)?.searchParams.get('category')).toBe('4');
    await user.click(screen.getByRole('button', { name: 'All jewelry' }));
    expect(location()).toBe('/jewelry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jewelry' })).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get('productType')).toBe('JEWELRY');
    expect(calls.at(-1)?.searchParams.has('category')).toBe(false);
  });

  it('shows a fragrance category reached from a home tile under its own name, not an empty jewelry list', async () => {
    const calls = serveProducts([product(9, { name: 'Mitti Attar' })]);
    renderListing('/jewelry?category=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Attars' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Mitti Attar/ })).toBeInTheDocument();
    expect(calls.at(-1)?.searchParams.get('category')).toBe('2');
    expect(calls.at(-1)?.searchParams.has('productType')).toBe(false);
  });
});

describe('search', () => {
  it('asks for best match by default and keeps another chosen order in the URL', async () => {
    const user = userEvent.setup();
    const calls = serveProducts([product(3, { name: 'Chandni Jasmine' })]);
    renderListing('/search?q=jasmin');
    expect(await screen.findByRole('link', { name: /Chandni Jasmine/ })).toBeInTheDocument();
    expect(calls.at(-1)?.pathname).toBe('/api/products/search');
    expect(calls.at(-1)?.searchParams.get('keyword')).toBe('jasmin');
    expect(calls.at(-1)?.searchParams.has('sortOrder')).toBe(false);
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price_asc');
    expect(location()).toBe('/search?q=jasmin&sortOrder=price_asc');
    await screen.findByRole('link', { name: /Chandni Jasmine/ });
    expect(calls.at(-1)?.searchParams.get('sortOrder')).toBe('price_asc');
  });

  it('says what was searched when nothing matches, offers the nearest words and the best sellers', async () => {
    const user = userEvent.setup();
    const calls: URL[] = [];
    mockFetch((url) => {
      calls.push(url);
      if (url.pathname === '/api/search/did-you-mean')
        return jsonResponse({
          suggestion: url.searchParams.get('q') === 'sandelwudd' ? 'sandalwood' : null,
        });
      if (url.pathname === '/api/products/best-sellers')
        return jsonResponse([product(8, { name: 'Kesar Chandan Attar' })]);
      const keyword = url.searchParams.get('keyword');
      return jsonResponse(
        pageOf(keyword === 'sandalwood' ? [product(9, { name: 'Mysore Sandal Oud' })] : []),
      );
    });
    renderListing('/search?q=sandelwudd');
    expect(await screen.findByText('Nothing matches “sandelwudd”.')).toBeInTheDocument();
    const suggestion = await screen.findByRole('link', { name: 'sandalwood' });
    expect(suggestion.closest('p')).toHaveTextContent('Did you mean sandalwood?');
    const picks = await screen.findByRole('region', { name: 'Best sellers' });
    expect(picks).toHaveTextContent('Kesar Chandan Attar');
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await user.click(suggestion);
    expect(location()).toBe('/search?q=sandalwood');
    expect(await screen.findByRole('link', { name: /Mysore Sandal Oud/ })).toBeInTheDocument();
  });

  it('applies the filters a phrase names, shows them as chips, and a chip removed drops its words', async () => {
    const user = userEvent.setup();
    const calls = serveProducts([product(3, { name: 'Chandni Jasmine', gender: 'WOMEN' })]);
    renderListing('/search?q=wedding%20perfume%20for%20women%20under%20%E2%82%B95%2C000');
    await screen.findByRole('link', { name: /Chandni Jasmine/ });
    const search = calls.at(-1)!;
    expect(search.pathname).toBe('/api/products/search');
    // The API reads the words' filters, so the results need not wait for the chips.
    expect(search.searchParams.get('keyword')).toBe('wedding perfume for women under ₹5,000');
    const chips = await screen.findByRole('list', { name: 'Filters from your search' });
    expect(chips).toHaveTextContent('Wedding');
    expect(chips).toHaveTextContent('Women');
    expect(chips).toHaveTextContent('Under ₹5,000');
    await user.click(screen.getByRole('link', { name: 'Remove filter: Women' }));
    expect(location()).toBe('/search?q=wedding+perfume+for+under+5000');
    await screen.findByRole('link', { name: /Chandni Jasmine/ });
    expect(calls.at(-1)?.searchParams.get('keyword')).toBe('wedding perfume for under 5000');
    const left = screen.getByRole('list', { name: 'Filters from your search' });
    expect(left).not.toHaveTextContent('Women');
    expect(left).toHaveTextContent('Under ₹5,000');
  });
});

describe('shop', () => {
  it('says plainly that an unknown gender is not a collection, offering the real ones', () => {
    serveProducts();
    renderListing('/shop/gender/robots');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nothing to shop here' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/“robots” is not one of our collections/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'For Her' })).toHaveAttribute(
      'href',
      '/shop/gender/women',
    );
  });

  it('filters a gender page further by occasion through the URL', async () => {
    const user = userEvent.setup();
    const calls = serveProducts();
    renderListing('/shop/gender/men');
    await screen.findByRole('link', { name: /Polki Ring/ });
    expect(screen.queryByRole('group', { name: 'Wearer' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Evening' }));
    expect(location()).toBe('/shop/gender/men?occasion=evening');
    await screen.findByRole('link', { name: /Polki Ring/ });
    expect(calls.at(-1)?.searchParams.get('gender')).toBe('MEN');
    expect(calls.at(-1)?.searchParams.get('occasion')).toBe('EVENING');
  });
});
