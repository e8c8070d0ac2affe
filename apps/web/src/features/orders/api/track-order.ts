import type { Order } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';

/** GET /api/order/my-orders/track/{id}: one of your orders, by id or order number. */
export function trackOrder(idOrNumber: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(pathWith('/order/my-orders/track/{id}', { id: idOrNumber }), { signal });
}

export const trackOrderQuery = (idOrNumber: string) =>
  queryOptions({
    queryKey: ['orders', 'track', idOrNumber],
    queryFn: ({ signal }) => trackOrder(idOrNumber, signal),
    // A 404 (no such order of yours) will not change by asking again.
    retry: false,
  });

export function useTrackOrder(idOrNumber: string | null) {
  return useQuery({ ...trackOrderQuery(idOrNumber ?? ''), enabled: Boolean(idOrNumber) });
}
