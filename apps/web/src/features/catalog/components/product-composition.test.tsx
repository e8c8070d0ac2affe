import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoutes } from '@/test/utils';
import { pageOf, product } from '../test/catalog-fixtures';
import { ProductDetails } from './product-details';

function renderProduct(shown: ReturnType<typeof product>) {
  mockFetch((url) =>
    url.pathname === `/api/products/getProduct/${shown.id}`
      ? jsonResponse(shown)
      : jsonResponse(pageOf([])),
  );
  return renderRoutes({
    routes: [
      {
        path: '/product/:id',
        element: <ProductDetails idParam={String(shown.id)} renderPurchase={() => null} />,
      },
    ],
    initialEntries: [`/product/${shown.id}`],
  });
}

describe('the product page', () => {
  it("shows a fragrance's notes pyramid and concentration", async () => {
    renderProduct(
      product(3, {
        name: 'Royal Oud',
        notes: ['Bergamot', 'Saffron', 'Rose', 'Oud', 'Sandalwood'],
        notesPyramid: {
          top: ['Bergamot', 'Saffron'],
          heart: ['Rose'],
          base: ['Oud', 'Sandalwood'],
        },
        concentration: 'EDP',
      }),
    );
    const notes = await screen.findByRole('region', { name: 'The notes' });
    const tiers = within(notes).getAllByRole('listitem');
    expect(tiers.map((tier) => tier.textContent)).toEqual([
      'Top notesThe first impressionBergamot, ·Saffron',
      'Heart notesAs it settles on the skinRose',
      'Base notesWhat lingersOud, ·Sandalwood',
    ]);
    expect(
      within(notes).getByRole('heading', { level: 3, name: 'Heart notes' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Concentration').nextElementSibling).toHaveTextContent('Eau de Parfum');
    // The flat list would only repeat the pyramid.
    expect(screen.queryByText('Notes')).not.toBeInTheDocument();
    expect(screen.queryByText('Metal')).not.toBeInTheDocument();
  });

  it("shows a jewel's metal, purity, weight and hallmark", async () => {
    renderProduct(
      product(4, {
        name: 'Temple Ring',
        productType: 'JEWELRY',
        metal: 'GOLD',
        purity: '22K',
        weightGrams: 6.25,
        hallmarkHuid: 'AB12CD',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Temple Ring' });
    expect(screen.getByText('Metal').nextElementSibling).toHaveTextContent('Gold');
    expect(screen.getByText('Purity').nextElementSibling).toHaveTextContent('22 karat');
    expect(screen.getByText('Weight').nextElementSibling).toHaveTextContent('6.25 g');
    expect(screen.getByText('Hallmark').nextElementSibling).toHaveTextContent(
      'BIS hallmarked · HUID AB12CD',
    );
    expect(screen.queryByRole('region', { name: 'The notes' })).not.toBeInTheDocument();
  });

  it('shows a flat list of notes when there is no pyramid', async () => {
    renderProduct(product(5, { name: 'Mitti', notes: ['Petrichor', 'Vetiver'] }));
    await screen.findByRole('heading', { level: 1, name: 'Mitti' });
    expect(screen.getByText('Notes').nextElementSibling).toHaveTextContent('Petrichor, Vetiver');
    expect(screen.queryByRole('region', { name: 'The notes' })).not.toBeInTheDocument();
  });
});
