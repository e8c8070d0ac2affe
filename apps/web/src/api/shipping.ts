import type { DeliveryCheck } from '@attar/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';

/** Every delivery check sits under `shippingKeys.all`: a change to the pincode rules refreshes them. */
export const shippingKeys = {
  all: ['shipping'] as const,
  pincode: (pincode: string) => [...shippingKeys.all, 'pincode', pincode] as const,
};

/** GET /api/shipping/get-by-pincode (public): whether the store delivers there, the charge and COD. */
export function fetchDeliveryCheck(pincode: string, signal?: AbortSignal): Promise<DeliveryCheck> {
  return api.get<DeliveryCheck>('/shipping/get-by-pincode', {
    query: { pincode },
    signal,
    auth: false,
  });
}

export const deliveryCheckQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: shippingKeys.pincode(pincode),
    queryFn: ({ signal }) => fetchDeliveryCheck(pincode, signal),
    // Serviceability rarely changes; a pincode checked a minute ago need not be asked again.
    staleTime: 5 * 60_000,
  });

/** The delivery check of a pincode, or nothing to check without one. */
export function useDeliveryCheck(pincode: string | null) {
  return useQuery({ ...deliveryCheckQueryOptions(pincode ?? ''), enabled: pincode !== null });
}

/** Checks a pincode on demand (a button press), through the query cache. */
export function useCheckDelivery(): (pincode: string) => Promise<DeliveryCheck> {
  const queryClient = useQueryClient();
  return useCallback(
    (pincode: string) => queryClient.fetchQuery(deliveryCheckQueryOptions(pincode)),
    [queryClient],
  );
}
