import type { Category } from '@attar/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProductArt } from '@/components/product-art';
import { Skeleton } from '@/components/ui/skeleton';
import { sizedImage, type SizedImage } from '@/lib/product-images';

export type CategoryTileData = Pick<
  Category,
  'id' | 'name' | 'imageUrl' | 'imageUrls' | 'productCount'
> &
  Partial<Pick<Category, 'productType'>>;

/** The category's picture at card size (400x320) from the media service, or null. */
function categoryImage(category: CategoryTileData, sizes: string): SizedImage | null {
  const [publicId] = category.imageUrls;
  if (publicId) return sizedImage(publicId, 'card', sizes);
  return category.imageUrl ? { src: category.imageUrl, width: 400, height: 320 } : null;
}

export function productCountLabel(count: number): string {
  return count === 1 ? '1 product' : `${count} products`;
}

interface CategoryTileProps {
  category: CategoryTileData;
  /** The picture's `sizes`: how wide the tile is drawn in the caller's grid or row. */
  sizes: string;
}

/** A category's picture, name and product count, leading to its listing (spec: /jewelry?category={id}). */
export function CategoryTile({ category, sizes }: CategoryTileProps) {
  const image = categoryImage(category, sizes);
  const [failed, setFailed] = useState(false);
  return (
    <Link to={`/jewelry?category=${category.id}`} className="group block rounded-card">
      <div className="relative aspect-[5/4] overflow-hidden rounded-card bg-ivory-deep">
        {image && !failed ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes}
            width={image.width}
            height={image.height}
            alt=""
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
            className="size-full object-cover motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-soft motion-safe:group-hover:scale-[1.04]"
          />
        ) : (
          <ProductArt kind={category.productType} />
        )}
        <div
          className="absolute inset-0 rounded-card ring-1 ring-ink/5 ring-inset"
          aria-hidden="true"
        />
      </div>
      <div className="pt-4 text-center">
        <h3 className="text-2xl leading-tight text-ink group-hover:text-gold-deep">
          {category.name}
        </h3>
        <p className="mt-1 text-eyebrow font-medium text-stone uppercase">
          {productCountLabel(category.productCount)}
        </p>
      </div>
    </Link>
  );
}

export function CategoryTileSkeleton() {
  return (
    <div>
      <Skeleton className="aspect-[5/4] w-full" />
      <Skeleton className="mx-auto mt-4 h-6 w-1/2" />
      <Skeleton className="mx-auto mt-2 h-3 w-1/4" />
    </div>
  );
}
