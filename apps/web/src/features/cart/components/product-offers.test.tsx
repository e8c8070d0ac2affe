import type { ProductOffer } from '@attar/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, errorResponse, jsonResponse, mockFetch } from '@/test/utils';
import { ProductOffers } from './product-offers';

const OFFERS: ProductOffer[] = [
  { code: null, title: 'Free shipping on attars', endsAt: null },
  { code: 'DIWALI20', title: '20% off jewellery', endsAt: '2026-11-14T23:59' },
];

/** The offers API: `offers` for product 11, nothing for any other; every call is recorded. */
function mockOffersApi(offers: ProductOffer[] | Response) {
  const calls: string[] = [];
  mockFetch((url) => {
    calls.push(url.pathname);
    if (offers instanceof Response) return offers;
    return jsonResponse(url.pathname === '/api/products/11/offers' ? offers : []);
  });
  return calls;
}

/** Draws `tree` alone with a query client: its container holds what it draws and nothing else. */
function renderAlone(tree: ReactNode) {
  const client = createTestQueryClient();
  return render(<QueryClientProvider client={client}>{tree}</QueryClientProvider>);
}

describe('the product page’s offers', () => {
  it('lists each offer with its code to use and its last day; an automatic one has no code', async () => {
    mockOffersApi(OFFERS);
    renderAlone(<ProductOffers productId={11} />);
    const offers = await screen.findByRole('region', { name: 'Offers' });
    expect(
      within(offers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Free shipping on attars', 'Use code DIWALI20: 20% off jewellery · until 14 Nov']);
  });

  it('draws nothing for a product no offer applies to', async () => {
    const calls = mockOffersApi(OFFERS);
    const { container } = renderAlone(<ProductOffers productId={12} />);
    await waitFor(() => expect(calls).toEqual(['/api/products/12/offers']));
    expect(container).toBeEmptyDOMElement();
  });

  it('draws nothing when the offers could not be read', async () => {
    const calls = mockOffersApi(errorResponse(500, 'INTERNAL_ERROR', 'Something went wrong'));
    const { container } = renderAlone(<ProductOffers productId={11} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });
});
