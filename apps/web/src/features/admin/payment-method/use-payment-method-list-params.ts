import { PAYMENT_METHOD_STATUSES, type PaymentMethodStatus } from '@attar/contracts';
import type { AdminPaymentMethodListParams } from '@/api/payment-admin';
import { type ListFilters, oneOf, useUrlListParams } from '../components/use-url-list-params';

export const PAYMENT_METHOD_PAGE_SIZES = [10, 20, 50, 100];

/** What the address may change: a value, or null to drop it. */
export type PaymentMethodListChanges = Partial<Record<'search' | 'status', string | null>>;

function readPaymentMethodFilters(
  searchParams: URLSearchParams,
): ListFilters<AdminPaymentMethodListParams> {
  return {
    search: searchParams.get('search')?.trim() || undefined,
    status: oneOf<PaymentMethodStatus>(PAYMENT_METHOD_STATUSES, searchParams.get('status')),
  };
}

/**
 * The payment methods table's state kept in the address (`search`, `status`, `page` counted
 * from 1, `size`), so reload, Back and a shared link show the same list.
 */
export function usePaymentMethodListParams() {
  return useUrlListParams<AdminPaymentMethodListParams, PaymentMethodListChanges>({
    pageSizes: PAYMENT_METHOD_PAGE_SIZES,
    read: readPaymentMethodFilters,
  });
}
