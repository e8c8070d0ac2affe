import type { AdminReview } from '@attar/contracts';
import { toast } from 'sonner';
import { useAdminDeleteReview } from '@/api/review-admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';

interface DeleteReviewDialogProps {
  review: Pick<AdminReview, 'id' | 'authorName' | 'productName' | 'hiddenAt'>;
  onClose: () => void;
}

/** "Delete this review?": gone for good, unlike hiding, which can be undone. */
export function DeleteReviewDialog({ review, onClose }: DeleteReviewDialogProps) {
  const remove = useAdminDeleteReview();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${review.authorName}'s review?`}
      description={`The review of ${review.productName} is removed for good and leaves the product's rating. To take it off the product page for now, hide it instead.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      onConfirm={async () => {
        try {
          await remove.mutateAsync(review.id);
        } catch (error) {
          toast.error('Could not delete the review', {
            description: errorMessage(error, 'Please try again.'),
          });
          throw error;
        }
        toast.success('Review deleted', {
          description: `${review.authorName} on ${review.productName}`,
        });
      }}
    />
  );
}
