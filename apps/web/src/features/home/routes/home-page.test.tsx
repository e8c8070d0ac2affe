import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { stubIntersectionObserver } from '../components/embla-test-environment';
import { HomePage } from './home-page';

const EMPTY_PAGE = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 8 };

describe('HomePage', () => {
  it('draws the hero and the signature pieces first, with a stand-in for the sections below', () => {
    const html = renderToString(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('The Art of Attar');
    expect(html).toContain('Signature Collection');
    expect(html).not.toContain('Shop by Category');
    expect(html).toMatch(/<div aria-hidden="true" class="h-\[4100px\] lg:h-\[3420px\]"><\/div>/);
  });

  it('brings in the sections below, in the spec order, before the children', async () => {
    stubIntersectionObserver();
    mockFetch((url) =>
      url.pathname.startsWith('/api/categories') ? jsonResponse([]) : jsonResponse(EMPTY_PAGE),
    );
    // jsdom draws nothing, so the stand-in never comes near the screen: the sections load once idle.
    renderAt(
      <HomePage>
        <p>Newsletter</p>
      </HomePage>,
    );
    const promise = await screen.findByRole('region', { name: 'Our promise' }, { timeout: 3000 });
    const order = [
      screen.getByRole('region', { name: 'Highlights' }),
      screen.getByRole('heading', { name: 'Signature Collection' }),
      screen.getByRole('heading', { name: /From the lanes of Lucknow/ }),
      screen.getByRole('heading', { name: 'Shop by Category' }),
      screen.getByRole('region', { name: 'Offers' }),
      screen.getByRole('heading', { name: 'Follow Our Journey' }),
      screen.getByRole('heading', { name: 'What Our Patrons Say' }),
      promise,
      screen.getByText('Newsletter'),
    ];
    for (let index = 1; index < order.length; index += 1) {
      expect(order[index - 1]!.compareDocumentPosition(order[index]!)).toBe(
        Node.DOCUMENT_POSITION_FOLLOWING,
      );
    }
  });
});
