import type { Gender, Occasion, ProductDetail, ProductVariant } from '@attar/contracts';
import { type ReactNode, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useProduct } from '@/api/products';
import { RatingSummary } from '@/components/star-rating';
import { buttonClasses } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { useDeferredComponent } from '@/lib/use-deferred-component';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CompositionFacts, NotesPyramidSection } from './product-composition';
import { ProductGallery } from './product-gallery';
import { RelatedProducts } from './related-products';
import { SetContents } from './set-contents';
import { StockStatus } from './stock-status';
import { VariantPicker } from './variant-picker';
import { productAsVariant, VARIANT_PARAM, variantFromAddress } from '../variant-choice';

// The phone's bar stays off screen until the page's own buttons scroll away: its code loads
// once the page is idle, leaving the first load's JavaScript budget to the variant choice.
const loadStickyPurchaseBar = () =>
  import('./sticky-purchase-bar').then((module) => ({ default: module.StickyPurchaseBar }));

const GENDER_LABELS: Record<Gender, string> = {
  MEN: 'For him',
  WOMEN: 'For her',
  UNISEX: 'Unisex',
};
const OCCASION_LABELS: Record<Occasion, string> = {
  DAILY: 'Everyday',
  OFFICE: 'Office',
  EVENING: 'Evening',
  FESTIVE: 'Festive',
  WEDDING: 'Wedding',
};

/**
 * The gallery's width: the page Container (max-w-7xl, px-4/sm:px-6/lg:px-10) across, then from
 * lg the first of two columns with gap-16; 568 px once the Container stops growing at 1280 px.
 */
const GALLERY_SIZES =
  '(min-width: 1280px) 568px, (min-width: 1024px) calc(50vw - 72px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)';

interface ProductDetailsProps {
  /** The raw `:id` route parameter. */
  idParam: string | undefined;
  /**
   * The buying controls; the app puts the cart's and the wishlist's buttons here (features do
   * not import each other). `product` is as the chosen variant sells it (its SKU, prices and
   * stock); `variant` is that variant when the product has several, else null.
   */
  renderPurchase: (product: ProductDetail, variant: ProductVariant | null) => ReactNode;
  /** The phone's bar at the foot of the screen while the buying controls are scrolled away. */
  renderStickyPurchase?: (product: ProductDetail, variant: ProductVariant | null) => ReactNode;
  /** The reviews section under the product; the app puts the reviews feature here. */
  renderReviews?: (product: ProductDetail) => ReactNode;
}

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

export function ProductDetails({
  idParam,
  renderPurchase,
  renderStickyPurchase,
  renderReviews,
}: ProductDetailsProps) {
  const id = parseId(idParam);
  const query = useProduct(id);

  if (
    id === null ||
    (query.isError && query.error instanceof ApiError && [400, 404].includes(query.error.status))
  ) {
    return <ProductNotFound />;
  }
  if (query.isPending) return <ProductDetailsSkeleton />;
  if (query.isError) {
    return (
      <Container className="py-24 text-center" role="alert">
        <h1 className="text-4xl">Failed to load product</h1>
        <p className="mt-3 text-stone">
          {errorMessage(query.error, 'Please try again in a moment.')}
        </p>
      </Container>
    );
  }
  return (
    <ProductView
      product={query.data}
      renderPurchase={renderPurchase}
      renderStickyPurchase={renderStickyPurchase}
      reviews={renderReviews?.(query.data)}
    />
  );
}

interface ProductViewProps extends Pick<
  ProductDetailsProps,
  'renderPurchase' | 'renderStickyPurchase'
> {
  product: ProductDetail;
  reviews: ReactNode;
}

/**
 * The chosen variant of a product of several, named by the address (?sku=...) so that a link or
 * a reload opens the same size; choosing another replaces the entry (the Back button leaves the
 * page rather than stepping through sizes). Null for a product of one variant.
 */
function useChosenVariant(product: ProductDetail) {
  const [params, setParams] = useSearchParams();
  // An answer without the list (an API from before variants, during a deploy) is one product.
  const variants = product.variants ?? [];
  const chosen =
    variants.length > 1 ? variantFromAddress(variants, params.get(VARIANT_PARAM)) : null;
  const choose = (variant: ProductVariant) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(VARIANT_PARAM, variant.sku);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return { chosen, choose };
}

function ProductView({
  product: listed,
  renderPurchase,
  renderStickyPurchase,
  reviews,
}: ProductViewProps) {
  const { chosen, choose } = useChosenVariant(listed);
  const product = chosen ? productAsVariant(listed, chosen) : listed;
  const purchaseRef = useRef<HTMLDivElement>(null);
  const { Component: StickyPurchaseBar } = useDeferredComponent(loadStickyPurchaseBar);
  useDocumentTitle(product.name, product.shortDescription);
  const paragraphs = product.description.split(/\n{2,}/).filter(Boolean);
  return (
    <Container className="pt-6 pb-24 sm:pt-10">
      <nav aria-label="Breadcrumb" className="mb-6 text-sm text-stone">
        <ol className="flex flex-wrap items-center gap-2">
          <li>
            <Link to="/" className="hover:text-ink">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/shop" className="hover:text-ink">
              Shop
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">
            {product.name}
          </li>
        </ol>
      </nav>
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <ProductGallery
          product={product}
          sizes={GALLERY_SIZES}
          focusId={chosen?.imagePublicId ?? null}
        />
        <div className="lg:pt-4">
          <p className="text-eyebrow font-medium text-gold-deep uppercase">
            {product.categoryName}
          </p>
          <h1 className="mt-3 text-4xl leading-tight sm:text-5xl">{product.name}</h1>
          {product.averageRating !== null && product.reviewCount > 0 ? (
            <a
              href="#reviews"
              className="mt-3 inline-flex min-h-11 items-center rounded-soft hover:text-ink"
            >
              <RatingSummary average={product.averageRating} count={product.reviewCount} />
            </a>
          ) : null}
          {product.shortDescription ? (
            <p className="mt-4 text-lg text-stone">{product.shortDescription}</p>
          ) : null}
          <Price price={product.price} salePrice={product.salePrice} className="mt-6 text-2xl" />
          <p className="mt-1 text-xs text-stone">Inclusive of all taxes</p>

          <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 border-y border-rule py-6 text-sm">
            {/* With several sizes, the choice below names the size. */}
            {product.size && !chosen ? (
              <>
                <dt className="text-stone">Size</dt>
                <dd>{product.size}</dd>
              </>
            ) : null}
            {product.dimensions ? (
              <>
                <dt className="text-stone">Dimensions</dt>
                <dd>{product.dimensions}</dd>
              </>
            ) : null}
            {product.notes.length > 0 && !product.notesPyramid ? (
              <>
                <dt className="text-stone">Notes</dt>
                <dd>{product.notes.join(', ')}</dd>
              </>
            ) : null}
            {product.gender ? (
              <>
                <dt className="text-stone">Made for</dt>
                <dd>{GENDER_LABELS[product.gender]}</dd>
              </>
            ) : null}
            {product.occasions.length > 0 ? (
              <>
                <dt className="text-stone">Occasions</dt>
                <dd>{product.occasions.map((occasion) => OCCASION_LABELS[occasion]).join(', ')}</dd>
              </>
            ) : null}
            <CompositionFacts product={product} />
            <dt className="text-stone">SKU</dt>
            <dd className="tabular-nums">{product.sku}</dd>
          </dl>

          <div className="mt-8 space-y-4">
            {chosen ? (
              <VariantPicker
                product={product}
                variants={listed.variants}
                chosen={chosen}
                onChoose={choose}
              />
            ) : null}
            <StockStatus product={product} />
            <div ref={purchaseRef} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {renderPurchase(product, chosen)}
            </div>
          </div>

          {/* A gift set made of other products lists them (an answer from before, none). */}
          <SetContents components={listed.components ?? []} />
          <NotesPyramidSection pyramid={product.notesPyramid} />

          {paragraphs.length > 0 ? (
            <section aria-labelledby="description-heading" className="mt-12">
              <h2 id="description-heading" className="text-2xl">
                Description
              </h2>
              <div className="mt-4 space-y-4 leading-relaxed text-ink/85">
                {paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
            </section>
          ) : null}
        </div>
      </div>
      {reviews ? <div className="mt-20 border-t border-rule pt-12 sm:mt-24">{reviews}</div> : null}
      <RelatedProducts product={product} />
      {renderStickyPurchase && StickyPurchaseBar ? (
        <StickyPurchaseBar product={product} watch={purchaseRef}>
          {renderStickyPurchase(product, chosen)}
        </StickyPurchaseBar>
      ) : null}
    </Container>
  );
}

function ProductNotFound() {
  useDocumentTitle('Product not found');
  return (
    <Container className="flex flex-col items-center py-24 text-center sm:py-32">
      <h1 className="text-4xl sm:text-5xl">Product not found</h1>
      <p className="mt-4 max-w-md text-stone">
        This piece is no longer in our collection, or the link is mistyped.
      </p>
      <Link to="/shop" className={`${buttonClasses('primary', 'lg')} mt-10`}>
        Continue Shopping
      </Link>
    </Container>
  );
}

function ProductDetailsSkeleton() {
  return (
    <Container className="pt-16 pb-24" aria-busy="true" aria-label="Loading product">
      <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
        <Skeleton className="aspect-square w-full" />
        <div className="space-y-4 lg:pt-4">
          <Skeleton className="h-3 w-24" />
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-8 w-32" />
          <Skeleton className="mt-8 h-32 w-full" />
          <Skeleton className="h-12 w-48" />
        </div>
      </div>
    </Container>
  );
}
