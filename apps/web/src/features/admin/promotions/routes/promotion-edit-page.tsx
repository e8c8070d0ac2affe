import { PROMOTION_STATUS_LABELS, type Promotion } from '@attar/contracts';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useDeletePromotion, usePromotion } from '@/api/promotions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { adminSectionPath } from '@/lib/paths';
import { PromotionForm } from '../components/promotion-form';
import { PROMOTION_STATUS_TONES, promotionCodeLabel, promotionUsesLabel } from '../promotion-terms';

const LIST_PATH = adminSectionPath('promotions');

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

function BackLink() {
  return (
    <Link
      to={LIST_PATH}
      className="-mt-2 mb-2 inline-flex min-h-11 items-center gap-1.5 text-sm text-stone hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All promotions
    </Link>
  );
}

/** Back to the list with a toast naming what was saved. */
function useBackToList() {
  const navigate = useNavigate();
  return (message: string, promotion: Promotion) => {
    toast.success(message, { description: `${promotionCodeLabel(promotion)}: ${promotion.title}` });
    void navigate(LIST_PATH);
  };
}

/** /admin/promotions/new and /admin/promotions/:id: the promotion form. */
export default function PromotionEditPage() {
  const { id: idParam } = useParams();
  const navigate = useNavigate();
  const backToList = useBackToList();
  if (idParam === undefined || idParam === 'new') {
    return (
      <>
        <BackLink />
        <AdminPageHeader
          title="New promotion"
          summary="A promo code shoppers type at checkout, or, without a code, an automatic offer."
        />
        <PromotionForm
          onSaved={(saved) => backToList('Promotion added', saved)}
          onCancel={() => void navigate(LIST_PATH)}
        />
      </>
    );
  }
  return <EditPromotion id={parseId(idParam)} />;
}

function EditPromotion({ id }: { id: number | null }) {
  const query = usePromotion(id);
  const navigate = useNavigate();
  const backToList = useBackToList();
  const [deleting, setDeleting] = useState(false);

  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <>
        <BackLink />
        <AdminPageHeader title="Promotion not found" />
        <p className="text-sm text-stone">No promotion has this id. It may have been deleted.</p>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <BackLink />
        <AdminLoadError
          what="The promotion"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the promotion" className="grid gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  const promotion = query.data;
  return (
    <>
      <BackLink />
      <AdminPageHeader
        title={`${promotionCodeLabel(promotion)}: ${promotion.title}`}
        summary={`Used ${promotionUsesLabel(promotion)} · revenue ${formatMoney(promotion.stats.revenue)} · discount given ${formatMoney(promotion.stats.discount)}`}
        actions={
          // A promotion that has been used stays, for its orders' sake: it is switched off instead.
          promotion.stats.uses === 0 ? (
            <Button
              variant="ghost"
              className="text-danger hover:bg-danger/10"
              onClick={() => setDeleting(true)}
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete
            </Button>
          ) : null
        }
      />
      <p className="mb-4 text-sm">
        <Badge tone={PROMOTION_STATUS_TONES[promotion.status]}>
          {PROMOTION_STATUS_LABELS[promotion.status]}
        </Badge>
      </p>
      <PromotionForm
        promotion={promotion}
        onSaved={(saved) => backToList('Promotion saved', saved)}
        onCancel={() => void navigate(LIST_PATH)}
      />
      {deleting ? (
        <DeletePromotionDialog
          promotion={promotion}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(LIST_PATH)}
        />
      ) : null}
    </>
  );
}

/** "Delete DIWALI20?", and the server's refusal (used meanwhile) said in the dialog. */
function DeletePromotionDialog({
  promotion,
  onClose,
  onDeleted,
}: {
  promotion: Promotion;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeletePromotion();
  const [problem, setProblem] = useState<string | null>(null);
  const name = promotionCodeLabel(promotion);
  const confirm = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync(promotion.id);
    } catch (error) {
      setProblem(errorMessage(error, 'The promotion could not be deleted. Please try again.'));
      throw error;
    }
    toast.success('Promotion deleted', { description: `${name}: ${promotion.title}` });
    onDeleted();
  };
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={promotion.code ? `Delete ${promotion.code}?` : `Delete ${promotion.title}?`}
      description={
        <>
          <span className="block">
            It is removed for good. To stop it for now and keep it, switch it off instead.
          </span>
          {problem ? (
            <span role="alert" className="mt-2 block font-medium text-danger">
              {problem}
            </span>
          ) : null}
        </>
      }
      confirmLabel="Delete promotion"
      pendingLabel="Deleting..."
      destructive
      onConfirm={confirm}
    />
  );
}
