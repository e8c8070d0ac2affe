import type { AdminReview } from '@attar/contracts';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useAdminReviews, useSetReviewHidden } from '@/api/review-admin';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { errorMessage } from '@/lib/api-client';
import { DeleteReviewDialog } from '../components/delete-review-dialog';
import { ReviewFilters } from '../components/review-filters';
import { ReviewTable } from '../components/review-table';
import { useReviewListParams } from '../use-review-list-params';

/**
 * /admin/review: every review, filtered in the address. Hiding takes a review off the product
 * page and out of its average at once (and can be undone); deleting asks first.
 */
export default function ReviewPage() {
  const { params, filtered, setFilters, setPage } = useReviewListParams();
  const list = useAdminReviews(params);
  const moderate = useSetReviewHidden();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminReview | null>(null);

  const { mutate } = moderate;
  const onToggleHidden = useCallback(
    (review: AdminReview) => {
      const hidden = review.hiddenAt === null;
      setPendingId(review.id);
      mutate(
        { id: review.id, hidden },
        {
          onSuccess: () =>
            toast.success(hidden ? 'Review hidden' : 'Review shown again', {
              description: hidden
                ? `${review.authorName}'s review is off the ${review.productName} page and out of its rating.`
                : `${review.authorName}'s review is back on the ${review.productName} page.`,
            }),
          onError: (error) =>
            toast.error(hidden ? 'Could not hide the review' : 'Could not show the review', {
              description: errorMessage(error, 'Please try again.'),
            }),
          onSettled: () => setPendingId(null),
        },
      );
    },
    [mutate],
  );
  const onDelete = useCallback((review: AdminReview) => setDeleting(review), []);

  const productName =
    params.productId === undefined
      ? undefined
      : list.data?.content.find((review) => review.productId === params.productId)?.productName;

  return (
    <>
      <AdminPageHeader title="Reviews" summary={adminSection('review').summary} />
      <ReviewTable
        list={list}
        page={params.page}
        size={params.size}
        onPageChange={setPage}
        onToggleHidden={onToggleHidden}
        onDelete={onDelete}
        pendingId={pendingId}
        toolbar={
          <ReviewFilters
            params={params}
            filtered={filtered}
            onChange={setFilters}
            productName={productName}
          />
        }
        what="The reviews"
        loadingLabel="Loading reviews..."
        filtered={filtered}
        filteredMessage="No reviews match these filters."
        emptyMessage="No reviews yet."
      />
      {deleting ? (
        <DeleteReviewDialog key={deleting.id} review={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </>
  );
}
