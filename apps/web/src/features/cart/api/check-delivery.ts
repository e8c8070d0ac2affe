import type { DeliveryCheck } from '@attar/contracts';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';

/** GET /api/shipping/get-by-pincode: whether the store delivers to a pincode, and the charge. */
export function fetchDeliveryCheck(pincode: string, signal?: AbortSignal): Promise<DeliveryCheck> {
  return api.get<DeliveryCheck>('/shipping/get-by-pincode', { query: { pincode }, signal });
}

export const deliveryCheckQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['shipping', 'pincode', pincode],
    queryFn: ({ signal }) => fetchDeliveryCheck(pincode, signal),
    // Serviceability rarely changes; a pincode checked a minute ago need not be asked again.
    staleTime: 5 * 60_000,
  });

/** Checks a pincode on demand (a button press), through the query cache. */
export function useDeliveryCheck(): (pincode: string) => Promise<DeliveryCheck> {
  const queryClient = useQueryClient();
  return useCallback((pincode: string) => queryClient.fetchQuery(deliveryCheckQueryOptions(pincode)), [queryClient]);
}
