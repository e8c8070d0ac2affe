import type { Product } from '@attar/contracts';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format-money';
import { productPath } from '@/lib/paths';
import { cardImage } from '@/lib/product-images';
import { ProductArt } from './product-art';
import { RatingSummary } from './star-rating';

export type ProductCardData = Pick<
  Product,
  | 'id'
  | 'name'
  | 'price'
  | 'salePrice'
  | 'categoryName'
  | 'images'
  | 'imageUrl'
  | 'imageUrls'
  | 'stockQuantity'
> &
  Partial<
    Pick<
      Product,
      'productType' | 'inStock' | 'averageRating' | 'reviewCount' | 'fromPrice' | 'variantCount'
    >
  >;

interface ProductCardProps {
  product: ProductCardData;
  /** Cards in the first screenful load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  /** Where the card leads; a product's own page unless told otherwise. */
  href?: string;
  /** Buttons under the card, outside its link (the wishlist's "Remove" and "Add to Cart"). */
  actions?: ReactNode;
  /**
   * One below the heading above the card: 2 straight under a page's h1, 3 in a titled section,
   * 4 in a titled part of one.
   */
  headingLevel?: 2 | 3 | 4;
  /** The picture's `sizes`: how wide the card is drawn in the caller's grid or row. */
  sizes: string;
}

export function ProductCard({
  product,
  eager = false,
  href,
  actions,
  headingLevel = 3,
  sizes,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const image = cardImage(product, sizes);
  const [failed, setFailed] = useState(false);
  // `inStock` counts every variant (the default's units may be out while another size is not);
  // cards without it (sample data) go by the units.
  const soldOut = product.inStock === undefined ? product.stockQuantity <= 0 : !product.inStock;
  // Sold in several sizes: the lowest price paid among them, "from ₹X".
  const fromPrice = (product.variantCount ?? 1) > 1 ? product.fromPrice : undefined;
  const onSale = product.salePrice != null && product.salePrice < product.price;
  return (
    <article className="group relative">
      <Link to={href ?? productPath(product.id)} className="block rounded-card">
        <div className="relative aspect-[5/4] overflow-hidden rounded-card bg-ivory-deep">
          {image && !failed ? (
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes={image.sizes}
              width={image.width}
              height={image.height}
              alt={product.name}
              loading={eager ? 'eager' : 'lazy'}
              // The first screenful's pictures are the largest paint: ask for them first.
              fetchPriority={eager ? 'high' : 'auto'}
              decoding="async"
              onError={() => setFailed(true)}
              className="size-full object-cover motion-safe:transition-transform motion-safe:duration-700 motion-safe:ease-soft motion-safe:group-hover:scale-[1.03]"
            />
          ) : (
            <ProductArt kind={product.productType} label={product.name} />
          )}
          {soldOut || onSale ? (
            <span
              className={cn(
                'absolute top-3 left-3 rounded-full px-3 py-1 text-xs font-medium tracking-[0.02em]',
                soldOut ? 'bg-ink text-ivory' : 'bg-gold text-ink',
              )}
            >
              {soldOut ? 'Out of stock' : 'Sale'}
            </span>
          ) : null}
        </div>
        <div className="pt-4">
          <p className="text-eyebrow font-medium text-stone uppercase">{product.categoryName}</p>
          <Heading className="mt-1 text-xl leading-snug text-ink group-hover:text-gold-deep">
            {product.name}
          </Heading>
          {fromPrice != null ? (
            <p className="mt-2 text-sm font-medium">from {formatMoney(fromPrice)}</p>
          ) : (
            <Price price={product.price} salePrice={product.salePrice} className="mt-2 text-sm" />
          )}
          <RatingSummary
            average={product.averageRating ?? null}
            count={product.reviewCount ?? 0}
            className="mt-1.5 text-xs"
          />
        </div>
      </Link>
      {actions ? <div className="mt-3 flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div>
      <Skeleton className="aspect-[5/4] w-full" />
      <Skeleton className="mt-4 h-3 w-1/3" />
      <Skeleton className="mt-2 h-5 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/4" />
    </div>
  );
}

interface ProductGridProps {
  products?: ProductCardData[];
  loading?: boolean;
  skeletonCount?: number;
  className?: string;
  /** How many leading cards load eagerly. */
  eagerCount?: number;
  /** Overrides where every card leads (sample data has no product pages). */
  cardHref?: string;
  /** The cards' heading level (see ProductCard). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The width of a card in ProductGrid, from its classes inside the page Container (max-w-7xl,
 * px-4/sm:px-6/lg:px-10): two columns with gap-x-4/sm:gap-x-6, four from lg with gap-x-8, and
 * 276 px once the Container stops growing at 1280 px.
 */
export const PRODUCT_GRID_SIZES =
  '(min-width: 1280px) 276px, (min-width: 1024px) calc(25vw - 44px), (min-width: 640px) calc(50vw - 36px), calc(50vw - 24px)';

export function ProductGrid({
  products,
  loading,
  skeletonCount = 8,
  className,
  eagerCount = 4,
  cardHref,
  headingLevel,
}: ProductGridProps) {
  const grid = cn(
    'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-4 lg:gap-x-8',
    className,
  );
  if (loading) {
    return (
      <div className={grid} aria-busy="true" aria-label="Loading products">
        {Array.from({ length: skeletonCount }, (_, index) => (
          <ProductCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  return (
    <ul className={grid}>
      {products?.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            eager={index < eagerCount}
            href={cardHref}
            headingLevel={headingLevel}
            sizes={PRODUCT_GRID_SIZES}
          />
        </li>
      ))}
    </ul>
  );
}
