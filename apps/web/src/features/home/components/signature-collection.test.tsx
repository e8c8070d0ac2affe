import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch, renderAt } from '@/test/utils';
import { SignatureCollection } from './signature-collection';

const product = {
  id: 40,
  name: 'Kannauj Rose Attar',
  price: 3400,
  salePrice: null,
  categoryName: 'Attars',
  productType: 'FRAGRANCE',
  images: [
    {
      isPrimary: true,
      publicId: 'seed-rose-1',
      url: '/media/detail/seed-rose-1',
      width: 1000,
      height: 1000,
    },
  ],
  imageUrl: '/media/card/seed-rose-1',
  imageUrls: ['seed-rose-1'],
  stockQuantity: 9,
  inStock: true,
};

describe('SignatureCollection', () => {
  it('shows the featured products as cards leading to their pages, asking for 8 featured', async () => {
    const fetchMock = mockFetch(() => jsonResponse({ content: [product], totalElements: 1 }));
    renderAt(<SignatureCollection />);
    const card = await screen.findByRole('link', { name: /Kannauj Rose Attar/ });
    expect(card).toHaveAttribute('href', '/product/40');
    expect(screen.getByRole('img', { name: 'Kannauj Rose Attar' })).toHaveAttribute(
      'src',
      '/media/card/seed-rose-1',
    );
    expect(screen.getByText('₹3,400')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      '/api/products/getAll?isFeatured=true&size=8',
    );
  });

  it('falls back to sample products when the call fails', async () => {
    mockFetch(() => errorResponse(500, 'INTERNAL_ERROR', 'boom'));
    renderAt(<SignatureCollection />);
    expect(
      await screen.findByText('Failed to load products. Showing sample data instead.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Oud Royale Attar')).toBeInTheDocument();
  });

  it('falls back to sample products when the response has no content array', async () => {
    mockFetch(() => jsonResponse([product]));
    renderAt(<SignatureCollection />);
    expect(
      await screen.findByText('API returned invalid data format. Showing sample data instead.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Kannauj Rose Attar')).not.toBeInTheDocument();
  });
});
