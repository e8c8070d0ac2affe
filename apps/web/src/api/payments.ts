import type { CodFee, PaymentMethod } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The spec's machine name of cash on delivery, which adds a fee. */
export { CASH_ON_DELIVERY_METHOD as CASH_ON_DELIVERY } from '@attar/contracts';

/**
 * Every payment query sits under `paymentKeys.all`, the cash-on-delivery fee (a setting the
 * checkout reads) included: a payment method or fee change refreshes the checkout in one go.
 */
export const paymentKeys = {
  all: ['payments'] as const,
  activeMethods: () => [...paymentKeys.all, 'methods', 'active'] as const,
  codFee: () => [...paymentKeys.all, 'cod-fee'] as const,
};

/** GET /api/payment-methods/active: the ways to pay the checkout offers, in display order. */
export function fetchActivePaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return api.get<PaymentMethod[]>('/payment-methods/active', { signal, auth: false });
}

/** GET /api/admin/settings/cod-fee: the cash-on-delivery fee in rupees (readable by anyone). */
export function fetchCodFee(signal?: AbortSignal): Promise<CodFee> {
  return api.get<CodFee>('/admin/settings/cod-fee', { signal, auth: false });
}

export const activePaymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.activeMethods(),
    queryFn: ({ signal }) => fetchActivePaymentMethods(signal),
  });

export const codFeeQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.codFee(),
    queryFn: ({ signal }) => fetchCodFee(signal),
  });

export function useActivePaymentMethods() {
  return useQuery(activePaymentMethodsQueryOptions());
}

export function useCodFee() {
  return useQuery(codFeeQueryOptions());
}
