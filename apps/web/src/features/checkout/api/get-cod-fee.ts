import type { CodFee } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/settings/cod-fee: the cash-on-delivery fee in rupees (readable by anyone). */
export function getCodFee(signal?: AbortSignal): Promise<CodFee> {
  return api.get<CodFee>('/admin/settings/cod-fee', { signal, auth: false });
}

export const codFeeQuery = queryOptions({
  queryKey: ['checkout', 'cod-fee'],
  queryFn: ({ signal }) => getCodFee(signal),
});

export function useCodFee() {
  return useQuery(codFeeQuery);
}
