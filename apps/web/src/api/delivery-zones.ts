import type { DeliveryZone, DeliveryZonePayload, DeliveryZoneTest } from '@attar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { shippingKeys } from './shipping';

/*
 * The admin's delivery zones (docs/admin-guide.md, "Delivery"). Apart from shipping.ts so that no
 * storefront page carries the admin's calls. The pincode tests sit under the same key as the
 * list: any change to a zone can change what a test answers, so every write reads both again.
 */

export const deliveryZoneKeys = {
  all: ['delivery-zones'] as const,
  list: () => [...deliveryZoneKeys.all, 'list'] as const,
  test: (pincode: string) => [...deliveryZoneKeys.all, 'test', pincode] as const,
};

/** GET /api/admin/delivery-zones: every zone, first asked first. */
export function fetchDeliveryZones(signal?: AbortSignal): Promise<DeliveryZone[]> {
  return api.get<DeliveryZone[]>('/admin/delivery-zones', { signal });
}

/** GET /api/admin/delivery-zones/test?pincode=: which zone answers for a pincode, and why. */
export function fetchDeliveryZoneTest(
  pincode: string,
  signal?: AbortSignal,
): Promise<DeliveryZoneTest> {
  return api.get<DeliveryZoneTest>('/admin/delivery-zones/test', { query: { pincode }, signal });
}

/** POST /api/admin/delivery-zones (201, asked after every other) or PUT .../{id}. */
export function saveDeliveryZone({
  id,
  input,
}: {
  id?: number;
  input: DeliveryZonePayload;
}): Promise<DeliveryZone> {
  return id === undefined
    ? api.post<DeliveryZone>('/admin/delivery-zones', input)
    : api.put<DeliveryZone>(pathWith('/admin/delivery-zones/{id}', { id }), input);
}

/** PUT /api/admin/delivery-zones/order: every zone's id once, first asked first. */
export function reorderDeliveryZones(ids: number[]): Promise<DeliveryZone[]> {
  return api.put<DeliveryZone[]>('/admin/delivery-zones/order', { ids });
}

/** DELETE /api/admin/delivery-zones/{id} (204); the zones after it move up. */
export function deleteDeliveryZone(id: number): Promise<void> {
  return api.delete<void>(pathWith('/admin/delivery-zones/{id}', { id }));
}

export function useDeliveryZones() {
  return useQuery({
    queryKey: deliveryZoneKeys.list(),
    queryFn: ({ signal }) => fetchDeliveryZones(signal),
  });
}

/** What the zones answer for `pincode`; nothing is asked while it is null. */
export function useDeliveryZoneTest(pincode: string | null) {
  return useQuery({
    queryKey: deliveryZoneKeys.test(pincode ?? ''),
    queryFn: ({ signal }) => fetchDeliveryZoneTest(pincode!, signal),
    enabled: pincode !== null,
  });
}

/**
 * After a write: the zones and the tests are read again, and so is any delivery check this
 * browser has made on the storefront, which the zones now answer differently.
 */
function useZoneWrite<V, R>(write: (variables: V) => Promise<R>, onSuccess?: (result: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: deliveryZoneKeys.all }),
        queryClient.invalidateQueries({ queryKey: shippingKeys.all }),
      ]),
  });
}

export function useSaveDeliveryZone() {
  return useZoneWrite(saveDeliveryZone);
}

export function useReorderDeliveryZones() {
  const queryClient = useQueryClient();
  // The answer is the whole list in its new order: shown at once, before the list is read again.
  return useZoneWrite(reorderDeliveryZones, (zones) =>
    queryClient.setQueryData(deliveryZoneKeys.list(), zones),
  );
}

export function useDeleteDeliveryZone() {
  return useZoneWrite(deleteDeliveryZone);
}
