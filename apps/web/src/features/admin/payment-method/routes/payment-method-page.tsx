import type { PaymentMethod } from '@attar/contracts';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useAdminPaymentMethods, useSetPaymentMethodStatus } from '@/api/payment-admin';
import { adminSection } from '@/features/admin/admin-sections';
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
  const { mutate } = useSetPaymentMethodStatus();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

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
      <PaymentMethodTable
        list={list}
        page={params.page}
        size={params.size}
        onPageChange={setPage}
        onActiveChange={onActiveChange}
        pendingId={pendingId}
        toolbar={<PaymentMethodFilters params={params} filtered={filtered} onChange={setFilters} />}
        what="The payment methods"
        loadingLabel="Loading payment methods..."
        loadingRowCount={3}
        filtered={filtered}
        filteredMessage="No payment methods match these filters."
        emptyMessage="No payment methods yet."
        notice={
          refusal ? (
            <p
              role="alert"
              className="mb-4 rounded-soft border border-danger/40 bg-danger/5 px-4 py-3 text-sm text-danger"
            >
              {refusal}
            </p>
          ) : null
        }
      />
    </>
  );
}
