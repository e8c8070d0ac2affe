import type { PaymentMethod } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/payment-methods/active: the ways to pay the checkout offers, in display order. */
export function getActivePaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return api.get<PaymentMethod[]>('/payment-methods/active', { signal, auth: false });
}

export const activePaymentMethodsQuery = queryOptions({
  queryKey: ['checkout', 'payment-methods'],
  queryFn: ({ signal }) => getActivePaymentMethods(signal),
});

export function useActivePaymentMethods() {
  return useQuery(activePaymentMethodsQuery);
}

/** The spec's machine name of cash on delivery, which adds a fee. */
export const CASH_ON_DELIVERY = 'cod';
