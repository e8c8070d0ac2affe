import { RATING_MAX } from '@attar/contracts';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useMyReview, useProductReviews } from '@/api/reviews';
import { formatAverage, ratingText, Stars } from '@/components/star-rating';
import { Button, buttonClasses } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { MyReviewPanel } from './my-review-panel';
import { ReviewCard } from './review-card';
import { ReviewListSkeleton, ReviewsFrame, SummarySkeleton } from './reviews-frame';

// The form brings react-hook-form and zod (about 38 KB gzipped): load it only when someone
// writes or edits a review, so the product page stays light for everyone else.
const ReviewForm = lazy(() =>
  import('./review-form').then((module) => ({ default: module.ReviewForm })),
);
const formFallback = <Skeleton className="h-64 w-full" />;

export interface ReviewViewer {
  isAuthenticated: boolean;
  /** Known for a signed-in person; their own review is looked up (and cached) under it. */
  userId: number | null;
}

export interface ProductReviewsProps {
  productId: number;
  viewer: ReviewViewer;
  /** After a review is posted, changed or deleted: the page refreshes what else shows the average. */
  onReviewsChanged?: () => void;
}

type Mode = 'idle' | 'writing' | 'editing';

/**
 * The product page's reviews: the average and count, one's own review, and everyone's, a page
 * at a time. Loaded after the first screen through ProductReviews (./product-reviews).
 */
export function ProductReviewsSection({
  productId,
  viewer,
  onReviewsChanged,
}: ProductReviewsProps) {
  const [page, setPage] = useState(0);
  const reviews = useProductReviews(productId, page);
  // The pages are the same for everyone; the person's own review, found with their token,
  // tells which card is theirs.
  const mine = useMyReview(productId, viewer.isAuthenticated ? viewer.userId : null);
  const myReviewId = mine.data?.id ?? null;
  const summary = reviews.data?.summary;

  return (
    <ReviewsFrame
      aside={
        <>
          {summary ? (
            <SummaryBlock average={summary.averageRating} count={summary.reviewCount} />
          ) : reviews.isPending ? (
            <SummarySkeleton />
          ) : null}
          <div className="border-t border-rule pt-6">
            <YourReview productId={productId} viewer={viewer} onReviewsChanged={onReviewsChanged} />
          </div>
        </>
      }
    >
      {reviews.isPending ? (
        <ReviewListSkeleton />
      ) : reviews.isError ? (
        <p role="alert" className="text-stone">
          {errorMessage(reviews.error, 'Failed to load reviews. Please try again.')}
        </p>
      ) : reviews.data.content.length === 0 ? (
        <p className="text-stone">No reviews yet. Be the first to share your thoughts.</p>
      ) : (
        <>
          <ul
            className="divide-y divide-rule border-y border-rule"
            aria-busy={reviews.isPlaceholderData}
          >
            {reviews.data.content.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} isOwn={review.id === myReviewId} />
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            totalPages={reviews.data.totalPages}
            onPageChange={setPage}
            label="Review pages"
            disabled={reviews.isFetching}
          />
        </>
      )}
    </ReviewsFrame>
  );
}

function SummaryBlock({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) {
    return <p className="text-stone">No ratings yet.</p>;
  }
  return (
    <div>
      <p className="flex items-baseline gap-2">
        <span className="font-display text-5xl text-ink tabular-nums" aria-hidden="true">
          {formatAverage(average)}
        </span>
        <span className="text-stone" aria-hidden="true">
          out of {RATING_MAX}
        </span>
        <span className="sr-only">{ratingText(average, count)}</span>
      </p>
      <Stars value={average} className="mt-2 text-xl" />
      <p className="mt-2 text-sm text-stone" aria-hidden="true">
        Based on {count} {count === 1 ? 'review' : 'reviews'}
      </p>
    </div>
  );
}

function YourReview({ productId, viewer, onReviewsChanged }: ProductReviewsProps) {
  const location = useLocation();
  const mine = useMyReview(productId, viewer.isAuthenticated ? viewer.userId : null);
  const [mode, setMode] = useState<Mode>('idle');
  const [notice, setNotice] = useState<string | null>(null);

  if (!viewer.isAuthenticated) {
    return (
      <div>
        <p className="text-sm text-stone">Share your thoughts with other shoppers.</p>
        <Link
          to="/login"
          state={{ from: { pathname: location.pathname, search: location.search } }}
          className={`${buttonClasses('outline')} mt-4`}
        >
          Sign in to write a review
        </Link>
      </div>
    );
  }
  if (mine.isPending && mine.fetchStatus !== 'idle') return <Skeleton className="h-11 w-44" />;

  const review = mine.data ?? null;
  if (review && mode === 'editing') {
    return (
      <Suspense fallback={formFallback}>
        <ReviewForm
          key={review.id}
          productId={productId}
          review={review}
          onDone={() => setMode('idle')}
          onCancel={() => setMode('idle')}
          onChanged={onReviewsChanged}
        />
      </Suspense>
    );
  }
  if (review) {
    return (
      <MyReviewPanel
        productId={productId}
        review={review}
        notice={notice}
        onEdit={() => {
          setNotice(null);
          setMode('editing');
        }}
        onChanged={onReviewsChanged}
      />
    );
  }
  if (mode === 'writing') {
    return (
      <Suspense fallback={formFallback}>
        <ReviewForm
          productId={productId}
          review={null}
          onDone={() => setMode('idle')}
          onCancel={() => setMode('idle')}
          onChanged={onReviewsChanged}
          onConflict={(message) => {
            setNotice(`${message}. You can edit it instead.`);
            setMode('idle');
          }}
        />
      </Suspense>
    );
  }
  return (
    <div>
      {notice ? (
        <p role="status" className="mb-3 text-sm text-ink">
          {notice}
        </p>
      ) : null}
      <p className="text-sm text-stone">Tried this piece? Tell other shoppers what you think.</p>
      <Button variant="outline" className="mt-4" onClick={() => setMode('writing')}>
        Write a review
      </Button>
    </div>
  );
}
