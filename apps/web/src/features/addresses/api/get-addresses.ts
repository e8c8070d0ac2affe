import type { Address, Page } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A customer keeps at most 20 addresses (ADR 0008), so one page of 100 holds them all. */
const ALL_ADDRESSES = { page: 0, size: 100 };

/** GET /api/shipping-addresses/GetAll: the default first, then the newest. */
export async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const page = await api.get<Page<Address>>('/shipping-addresses/GetAll', { query: ALL_ADDRESSES, signal });
  return page.content;
}

export const addressesQuery = queryOptions({
  queryKey: ['addresses', 'list'],
  queryFn: ({ signal }) => getAddresses(signal),
});

export function useAddresses() {
  return useQuery(addressesQuery);
}
