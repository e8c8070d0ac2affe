import { useDeferredSection } from '@/components/use-deferred-section';
import { Skeleton } from '@/components/ui/skeleton';
import type { ProductReviewsProps } from './product-reviews-section';
import { ReviewListSkeleton, ReviewsFrame, SummarySkeleton } from './reviews-frame';

export type { ProductReviewsProps, ReviewViewer } from './product-reviews-section';

// The reviews sit below the product: their code loads after the first screen (bench/README.md,
// "Targets").
const loadReviewsSection = () =>
  import('./product-reviews-section').then((module) => ({ default: module.ProductReviewsSection }));

/** The product page's reviews section, drawn as its loading state until its code is in. */
export function ProductReviews(props: ProductReviewsProps) {
  const { Component: ProductReviewsSection, placeholderRef } =
    useDeferredSection(loadReviewsSection);
  if (ProductReviewsSection) return <ProductReviewsSection {...props} />;
  return (
    <div ref={placeholderRef}>
      <ReviewsFrame
        aside={
          <>
            <SummarySkeleton />
            <div className="border-t border-rule pt-6">
              <Skeleton className="h-11 w-44" />
            </div>
          </>
        }
      >
        <ReviewListSkeleton />
      </ReviewsFrame>
    </div>
  );
}
