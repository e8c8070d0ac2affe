import type { Page, PaymentMethod, PaymentMethodStatus } from '@attar/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { paymentKeys } from './payments';
import { quoteKeys } from './quotes';
import { readPage } from './read-page';

/*
 * The admin's payment methods (docs/admin-guide.md, "Payment methods"): the list and the on/off
 * switch. A switch refreshes every payment query, the checkout's active methods among them, and the
 * quotes, which say whether cash on delivery may be chosen.
 */

/** The query of GET /api/payment-methods; `page` is 0-based as the API counts. */
export interface AdminPaymentMethodListParams {
  page: number;
  size: number;
  status?: PaymentMethodStatus;
  /** In the method's machine name and its display name. */
  search?: string;
}

export const adminPaymentKeys = {
  lists: () => [...paymentKeys.all, 'admin'] as const,
  list: (params: AdminPaymentMethodListParams) => [...adminPaymentKeys.lists(), params] as const,
};

/** GET /api/payment-methods (admin): every method, in display order. */
export async function fetchAdminPaymentMethods(
  params: AdminPaymentMethodListParams,
  signal?: AbortSignal,
): Promise<Page<PaymentMethod>> {
  return readPage<PaymentMethod>(
    await api.get<unknown>('/payment-methods', { query: { ...params }, signal }),
    'payment methods',
  );
}

/**
 * PUT /api/payment-methods/{id}/status (admin); 409 LAST_ACTIVE_PAYMENT_METHOD for the last
 * active method switched off.
 */
export function setPaymentMethodStatus({
  id,
  isActive,
}: {
  id: number;
  isActive: boolean;
}): Promise<PaymentMethod> {
  return api.put<PaymentMethod>(pathWith('/payment-methods/{id}/status', { id }), { isActive });
}

export const adminPaymentMethodsQueryOptions = (params: AdminPaymentMethodListParams) =>
  queryOptions({
    queryKey: adminPaymentKeys.list(params),
    queryFn: ({ signal }) => fetchAdminPaymentMethods(params, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminPaymentMethods(params: AdminPaymentMethodListParams) {
  return useQuery(adminPaymentMethodsQueryOptions(params));
}

export function useSetPaymentMethodStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPaymentMethodStatus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
        queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
      ]),
  });
}
