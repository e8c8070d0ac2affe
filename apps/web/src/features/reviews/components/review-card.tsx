import type { Review } from '@attar/contracts';
import { BadgeCheck } from 'lucide-react';
import { Stars } from '@/components/star-rating';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format-date';

interface ReviewCardProps {
  review: Review;
  isOwn: boolean;
}

/**
 * One review as shoppers read it: stars, title (when the author gave one), words, who and when,
 * and the verified mark.
 */
export function ReviewCard({ review, isOwn }: ReviewCardProps) {
  const edited = review.updatedAt !== review.createdAt;
  const titleId = `review-${review.id}-title`;
  return (
    <article
      className="py-6"
      aria-labelledby={review.title ? titleId : undefined}
      aria-label={review.title ? undefined : `Review by ${review.authorName}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Stars value={review.rating} className="text-base" />
        <span className="sr-only">Rated {review.rating} out of 5</span>
        {review.verifiedPurchase ? (
          <Badge tone="success">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            Verified purchase
          </Badge>
        ) : null}
        {isOwn ? <Badge tone="gold">Your review</Badge> : null}
      </div>
      {review.title ? (
        <h3 id={titleId} className="mt-3 font-sans text-base font-semibold text-ink">
          {review.title}
        </h3>
      ) : null}
      <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink/85">
        {review.body}
      </p>
      <p className="mt-3 text-sm text-stone">
        {review.authorName}
        <span aria-hidden="true"> · </span>
        <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
        {edited ? ' (edited)' : null}
      </p>
    </article>
  );
}
