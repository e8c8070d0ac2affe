import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/utils';
import { ProductGallery } from './product-gallery';

const image = (publicId: string, isPrimary = false) => ({
  isPrimary,
  publicId,
  url: '',
  width: 1000,
  height: 1000,
});

describe('ProductGallery pictures', () => {
  it('offers the main picture at 480 and 800 pixels wide, asked for first, and keeps thumbs single', () => {
    renderAt(
      <ProductGallery
        product={{
          name: 'Kannauj Rose',
          images: [image('rose-side'), image('rose-front', true)],
          imageUrl: null,
          imageUrls: [],
          productType: 'FRAGRANCE',
        }}
        sizes="(min-width: 1024px) 50vw, 100vw"
      />,
    );
    const main = screen.getByRole('img', { name: 'Kannauj Rose, view 1 of 2' });
    expect(main).toHaveAttribute('src', '/media/detail/rose-front');
    expect(main).toHaveAttribute(
      'srcset',
      '/media/detail-small/rose-front 480w, /media/detail/rose-front 800w',
    );
    expect(main).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    expect(main).toHaveAttribute('width', '800');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');

    const thumbs = within(screen.getByRole('list', { name: 'Product images' }));
    for (const thumb of thumbs.getAllByRole('button')) {
      const picture = thumb.querySelector('img');
      expect(picture?.getAttribute('src')).toMatch(/^\/media\/thumb\//);
      expect(picture).not.toHaveAttribute('srcset');
      expect(picture).toHaveAttribute('loading', 'lazy');
    }
  });
});
