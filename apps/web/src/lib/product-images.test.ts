import { describe, expect, it } from 'vitest';
import { cardImage, sizedImage } from './product-images';

const SIZES = '(min-width: 1024px) 25vw, 50vw';

describe('sizedImage', () => {
  it('offers the card at 400 and 800 pixels wide, laid out at the spec card size', () => {
    expect(sizedImage('rose-1', 'card', SIZES)).toEqual({
      src: '/media/card/rose-1',
      width: 400,
      height: 320,
      srcSet: '/media/card/rose-1 400w, /media/card-large/rose-1 800w',
      sizes: SIZES,
    });
  });

  it('offers the product picture at 480 and 800 pixels wide, laid out at 800x800', () => {
    expect(sizedImage('rose-1', 'detail', '100vw')).toEqual({
      src: '/media/detail/rose-1',
      width: 800,
      height: 800,
      srcSet: '/media/detail-small/rose-1 480w, /media/detail/rose-1 800w',
      sizes: '100vw',
    });
  });

  it('keeps thumbs single, and drops a sizes that no srcset needs', () => {
    expect(sizedImage('rose-1', 'thumb', '150px')).toEqual({
      src: '/media/thumb/rose-1',
      width: 150,
      height: 150,
    });
  });

  it('escapes the public id in every candidate', () => {
    expect(sizedImage('a b', 'card').srcSet).toBe(
      '/media/card/a%20b 400w, /media/card-large/a%20b 800w',
    );
  });
});

describe('cardImage', () => {
  it('gives a plain image URL (no public id) no srcset', () => {
    expect(cardImage({ images: [], imageUrls: [], imageUrl: '/legacy/rose.webp' }, SIZES)).toEqual({
      src: '/legacy/rose.webp',
      width: 400,
      height: 320,
    });
  });

  it('uses the primary image, then the listed public ids', () => {
    const images = [
      { isPrimary: false, publicId: 'side', url: '', width: 1, height: 1 },
      { isPrimary: true, publicId: 'front', url: '', width: 1, height: 1 },
    ];
    expect(cardImage({ images, imageUrls: [], imageUrl: null }, SIZES)?.srcSet).toBe(
      '/media/card/front 400w, /media/card-large/front 800w',
    );
    expect(cardImage({ images: [], imageUrls: ['listed'], imageUrl: null }, SIZES)?.src).toBe(
      '/media/card/listed',
    );
    expect(cardImage({ images: [], imageUrls: [], imageUrl: null }, SIZES)).toBeNull();
  });
});
