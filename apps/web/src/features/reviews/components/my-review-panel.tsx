import type { Review } from '@attar/contracts';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useDeleteReview } from '@/api/reviews';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';

interface MyReviewPanelProps {
  productId: number;
  review: Review;
  onEdit: () => void;
  onChanged?: () => void;
  /** A note to show above the controls (say, why the new review was not posted). */
  notice?: string | null;
}

/** The signed-in author's own review: when they wrote it, and Edit / Delete (with a confirmation). */
export function MyReviewPanel({
  productId,
  review,
  onEdit,
  onChanged,
  notice,
}: MyReviewPanelProps) {
  const remove = useDeleteReview(productId, onChanged);
  const [confirming, setConfirming] = useState(false);

  const onDelete = () =>
    remove.mutate(review.id, {
      onSuccess: () => toast('Review deleted', { description: 'Your review has been removed.' }),
      onError: (error) =>
        toast.error('Review not deleted', {
          description: errorMessage(error, 'Failed to delete your review. Please try again.'),
        }),
    });

  return (
    <div className="space-y-4">
      {notice ? (
        <p role="status" className="text-sm text-ink">
          {notice}
        </p>
      ) : null}
      <p className="text-sm text-stone">
        You reviewed this product on{' '}
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>.
      </p>
      {review.hidden ? (
        <p className="rounded-soft border border-rule bg-ivory-deep px-3 py-2 text-sm text-ink">
          The store has hidden this review: only you can see it, and it does not count in the
          product&apos;s rating.
        </p>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-label="Confirm deletion"
          className="flex flex-wrap items-center gap-3"
        >
          <p className="w-full text-sm font-medium text-ink sm:w-auto">Delete your review?</p>
          <Button variant="primary" onClick={onDelete} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete review'}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={onEdit}>
            Edit your review
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            Delete your review
          </Button>
        </div>
      )}
    </div>
  );
}
