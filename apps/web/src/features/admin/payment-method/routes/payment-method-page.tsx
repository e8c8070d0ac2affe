import type { PaymentMethod } from '@attar/contracts';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useAdminPaymentMethods, useSetPaymentMethodStatus } from '@/api/payment-admin';
import { Skeleton } from '@/components/ui/skeleton';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { errorMessage } from '@/lib/api-client';
import { PaymentMethodFilters } from '../components/payment-method-filters';
import { PaymentMethodTable } from '../components/payment-method-table';
import { usePaymentMethodListParams } from '../use-payment-method-list-params';

/**
 * /admin/payment-method: the ways to pay, each switched on or off for the checkout at once. The
 * server keeps the last active one on; its refusal is shown as it says it.
 */
export default function PaymentMethodPage() {
  const { params, filtered, setFilters, setPage } = usePaymentMethodListParams();
  const list = useAdminPaymentMethods(params);
  const failed = list.isError && !list.data;
  const { mutate } = useSetPaymentMethodStatus();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  // After the last method of the last page leaves the filter, show the page before it.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && params.page >= totalPages)
      setPage(totalPages - 1, params.size, true);
  }, [totalPages, params.page, params.size, setPage]);

  const onActiveChange = useCallback(
    (method: PaymentMethod, isActive: boolean) => {
      setPendingId(method.id);
      setRefusal(null);
      mutate(
        { id: method.id, isActive },
        {
          onSuccess: () =>
            toast.success(
              isActive ? `${method.displayName} switched on` : `${method.displayName} switched off`,
              {
                description: isActive
                  ? 'The checkout offers it from now on.'
                  : 'The checkout no longer offers it.',
              },
            ),
          onError: (error) =>
            setRefusal(
              errorMessage(
                error,
                `${method.displayName} could not be switched ${isActive ? 'on' : 'off'}. Please try again.`,
              ),
            ),
          onSettled: () => setPendingId(null),
        },
      );
    },
    [mutate],
  );

  return (
    <>
      <AdminPageHeader title="Payment methods" summary={adminSection('payment-method').summary} />
      {failed ? (
        <AdminLoadError
          what="The payment methods"
          error={list.error}
          onRetry={() => void list.refetch()}
          className="mb-4"
        />
      ) : null}
      {refusal ? (
        <p
          role="alert"
          className="mb-4 rounded-soft border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger"
        >
          {refusal}
        </p>
      ) : null}
      <PaymentMethodTable
        methods={list.data?.content ?? []}
        total={list.data?.totalElements ?? 0}
        page={params.page}
        size={params.size}
        onPageChange={setPage}
        onActiveChange={onActiveChange}
        pendingId={pendingId}
        isLoading={list.isFetching && !list.isPending}
        toolbar={<PaymentMethodFilters params={params} filtered={filtered} onChange={setFilters} />}
        emptyMessage={
          list.isPending ? (
            <LoadingRows />
          ) : failed ? (
            'Nothing to show.'
          ) : filtered ? (
            'No payment methods match these filters.'
          ) : (
            'No payment methods yet.'
          )
        }
      />
    </>
  );
}

/** The first load: grey bars where the rows will be. */
function LoadingRows() {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">Loading payment methods...</span>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  );
}
