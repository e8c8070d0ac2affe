import type { DeliveryCheck } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/shipping/get-by-pincode: whether the store delivers there, the charge and COD. */
export function checkDelivery(pincode: string, signal?: AbortSignal): Promise<DeliveryCheck> {
  return api.get<DeliveryCheck>('/shipping/get-by-pincode', { query: { pincode }, signal, auth: false });
}

export const deliveryQuery = (pincode: string) =>
  queryOptions({
    queryKey: ['checkout', 'delivery', pincode],
    queryFn: ({ signal }) => checkDelivery(pincode, signal),
  });

/** The delivery check of a pincode, or nothing to check without one. */
export function useDeliveryCheck(pincode: string | null) {
  return useQuery({ ...deliveryQuery(pincode ?? ''), enabled: pincode !== null });
}
