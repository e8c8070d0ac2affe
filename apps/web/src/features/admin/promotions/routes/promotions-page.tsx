import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { usePromotions } from '@/api/promotions';
import { Button } from '@/components/ui/button';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { ADMIN_NEW_PROMOTION_PATH } from '@/lib/paths';
import { PromotionTable } from '../components/promotion-table';

/**
 * /admin/promotions: every promo code and automatic offer, newest first, with what each gives,
 * when it runs, where it stands and its results (docs/admin-guide.md, "Promotions").
 */
export default function PromotionsPage() {
  const { title, summary } = adminSection('promotions');
  const promotions = usePromotions();
  return (
    <>
      <AdminPageHeader
        title={title}
        summary={summary}
        actions={
          <Button asChild>
            <Link to={ADMIN_NEW_PROMOTION_PATH}>
              <Plus className="size-4" aria-hidden="true" />
              New promotion
            </Link>
          </Button>
        }
      />
      <p className="mb-4 max-w-3xl text-sm text-ink">
        A shopper uses one code an order; automatic offers apply by themselves, before the code.
        Uses, revenue and discount count the orders that were not cancelled.
      </p>
      {promotions.isPending ? (
        <p role="status" className="py-8 text-center text-sm text-stone">
          Loading the promotions...
        </p>
      ) : promotions.isError ? (
        <AdminLoadError
          what="The promotions"
          error={promotions.error}
          onRetry={() => void promotions.refetch()}
        />
      ) : (
        <PromotionTable promotions={promotions.data} />
      )}
    </>
  );
}
