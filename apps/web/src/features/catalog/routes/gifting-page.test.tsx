import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, LocationProbe, mockFetch, renderRoutes } from '@/test/utils';
import { CATEGORIES, pageOf, product } from '../test/catalog-fixtures';
import GiftingPage from './gifting-page';

const GIFT_SETS = [
  product(1, { name: 'Wedding Trousseau Box', productType: 'GIFT_SET', price: 8900 }),
  product(2, { name: 'Diwali Diya Set', productType: 'GIFT_SET', price: 4200 }),
];

/** Pieces of every kind, each at its own price, as the catalogue holds them. */
const CATALOGUE = [
  product(11, { name: 'Kannauj Rose Attar', price: 1450 }),
  product(12, { name: 'Jasmine Mogra Attar', price: 1900 }),
  product(13, { name: 'Silver Toe Rings', productType: 'JEWELRY', price: 3200 }),
  product(14, { name: 'Oud Royale', price: 7400, variantCount: 3, fromPrice: 4800 }),
  product(15, { name: 'Temple Jhumkas', productType: 'JEWELRY', price: 9600 }),
];

/**
 * Serves the gift sets for a GIFT_SET listing and, for any other list, the catalogue's pieces at
 * `maxPrice` or less, dearest first; `budgets` overrides a budget's answer.
 */
function serveGifting(budgets: Record<string, () => Response> = {}) {
  const calls: URLSearchParams[] = [];
  mockFetch((url) => {
    if (url.pathname === '/api/categories/getCategory')
      return jsonResponse(pageOf(CATEGORIES, { size: 100 }));
    if (url.pathname !== '/api/products/getAll') return errorResponse(404, 'NOT_FOUND', 'No route');
    calls.push(url.searchParams);
    if (url.searchParams.get('productType') === 'GIFT_SET') return jsonResponse(pageOf(GIFT_SETS));
    const maxPrice = Number(url.searchParams.get('maxPrice'));
    const override = budgets[String(maxPrice)];
    if (override) return override();
    const size = Number(url.searchParams.get('size'));
    const price = (item: (typeof CATALOGUE)[number]) =>
      item.variantCount > 1 ? item.fromPrice : item.price;
    const matching = CATALOGUE.filter((item) => price(item) <= maxPrice).sort(
      (a, b) => price(b) - price(a),
    );
    return jsonResponse(pageOf(matching.slice(0, size), { size }));
  });
  return {
    giftSetCalls: () => calls.filter((call) => call.get('productType') === 'GIFT_SET'),
    budgetCalls: () => calls.filter((call) => call.has('inStock')),
  };
}

function renderGifting(path = '/gifting') {
  return renderRoutes({
    routes: [
      {
        path: '/gifting',
        element: (
          <>
            <GiftingPage />
            <LocationProbe />
          </>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    initialEntries: [path],
  });
}

const budgetRow = (name: string) => screen.findByRole('region', { name });
/** The names on a budget row's cards, once it has loaded. */
async function cardNames(name: string): Promise<(string | null)[]> {
  const row = await within(await budgetRow(name)).findByRole('list');
  return within(row)
    .getAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);
}

describe('GiftingPage', () => {
  it('lists the gift sets, then gifts under ₹2,000, ₹5,000 and ₹10,000 from the whole catalogue', async () => {
    const { giftSetCalls, budgetCalls } = serveGifting();
    renderGifting();
    expect(screen.getByRole('heading', { level: 1, name: 'Gift Sets' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Wedding Trousseau Box/ })).toBeInTheDocument();
    expect(screen.getByText('2 pieces')).toBeInTheDocument();
    expect(giftSetCalls().at(-1)?.get('productType')).toBe('GIFT_SET');

    expect(
      screen.getByRole('heading', { level: 2, name: 'A gift for every budget' }),
    ).toBeInTheDocument();
    const under2000 = await budgetRow('Under ₹2,000');
    expect(within(under2000).getByRole('heading', { level: 3 })).toHaveTextContent('Under ₹2,000');
    expect(await cardNames('Under ₹2,000')).toEqual(['Jasmine Mogra Attar', 'Kannauj Rose Attar']);
    // Any kind of piece: a fragrance of several sizes by its lowest price, jewelry as well.
    expect(await cardNames('Under ₹5,000')).toEqual([
      'Oud Royale',
      'Silver Toe Rings',
      'Jasmine Mogra Attar',
      'Kannauj Rose Attar',
    ]);
    expect((await cardNames('Under ₹10,000'))[0]).toBe('Temple Jhumkas');
    const under10000 = await budgetRow('Under ₹10,000');
    expect(within(under10000).getByText('from ₹4,800')).toBeInTheDocument();

    // Each row asks for what is in stock at its budget or less, dearest first, of any kind.
    const asked = budgetCalls().map((call) => Object.fromEntries(call));
    expect(asked).toHaveLength(3);
    for (const maxPrice of ['2000', '5000', '10000']) {
      expect(asked).toContainEqual({
        page: '0',
        size: '4',
        maxPrice,
        inStock: 'true',
        sortOrder: 'price_desc',
      });
    }
  });

  it('leads each budget to the shop filtered by that price, ordered as its row', async () => {
    const user = userEvent.setup();
    serveGifting();
    renderGifting();
    const under5000 = await budgetRow('Under ₹5,000');
    const seeAll = within(under5000).getByRole('link', { name: 'See all gifts under ₹5,000' });
    expect(seeAll).toHaveAttribute('href', '/shop?maxPrice=5000&sortOrder=price_desc');
    await user.click(seeAll);
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/shop?maxPrice=5000&sortOrder=price_desc',
    );
  });

  it('keeps the gift sets’ filters to the gift sets: the budgets keep their own prices', async () => {
    const { giftSetCalls, budgetCalls } = serveGifting();
    renderGifting('/gifting?maxPrice=3000&sortOrder=price_asc&page=2');
    await screen.findByRole('link', { name: /Wedding Trousseau Box/ });
    await cardNames('Under ₹10,000');
    const giftSets = giftSetCalls().at(-1)!;
    expect(giftSets.get('maxPrice')).toBe('3000');
    expect(giftSets.get('sortOrder')).toBe('price_asc');
    expect(giftSets.get('page')).toBe('1');
    expect(
      budgetCalls()
        .map((call) => call.get('maxPrice'))
        .sort(),
    ).toEqual(['10000', '2000', '5000']);
    expect(budgetCalls().every((call) => call.get('page') === '0')).toBe(true);
  });

  it('holds each row’s place while it loads, and leaves out a budget with nothing in stock or a failed call', async () => {
    serveGifting({
      2000: () => jsonResponse(pageOf([], { size: 4 })),
      5000: () => errorResponse(500, 'INTERNAL', 'Something went wrong'),
    });
    renderGifting();
    for (const budget of ['₹2,000', '₹5,000', '₹10,000']) {
      const row = screen.getByRole('region', { name: `Under ${budget}` });
      expect(within(row).getByLabelText('Loading products')).toHaveAttribute('aria-busy', 'true');
    }
    expect(await cardNames('Under ₹10,000')).toContain('Temple Jhumkas');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'A gift for every budget' })).queryByLabelText(
          'Loading products',
        ),
      ).toBeNull(),
    );
    expect(screen.queryByRole('region', { name: 'Under ₹2,000' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Under ₹5,000' })).toBeNull();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('draws no budget section at all when no budget has anything to show', async () => {
    const empty = () => jsonResponse(pageOf([], { size: 4 }));
    serveGifting({ 2000: empty, 5000: empty, 10000: empty });
    renderGifting();
    const heading = { level: 2, name: 'A gift for every budget' } as const;
    expect(screen.getByRole('heading', heading)).toBeInTheDocument();
    await screen.findByRole('link', { name: /Wedding Trousseau Box/ });
    await waitFor(() => expect(screen.queryByRole('heading', heading)).toBeNull());
  });
});
