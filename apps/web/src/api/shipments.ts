import type {
  AdminOrder,
  Fulfilment,
  ShipmentBookingRequest,
  ShipmentBookingResult,
} from '@attar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, pathWith } from '@/lib/api-client';
import { adminOrderKeys } from './admin-orders';
import { orderKeys } from './orders';
import { productKeys } from './products';

/*
 * Shipments (docs/admin-guide.md, "Fulfilment"; decision 0061): the fulfilment screen, booking
 * parcels with a courier, their labels, manifest and packing slips, and a returned parcel marked
 * received. A booking or a receipt changes orders too (status, stock, refund), so both refresh
 * every order query (the admin's list and order pages sit under `orderKeys.all`).
 */

export const shipmentKeys = {
  all: ['shipments'] as const,
  fulfilment: () => [...shipmentKeys.all, 'fulfilment'] as const,
};

type DownloadedFile = { blob: Blob; fileName: string | null };

/** GET /api/admin/fulfilment: the orders to ship, today's parcels and the couriers on offer. */
export function fetchFulfilment(signal?: AbortSignal): Promise<Fulfilment> {
  return api.get<Fulfilment>('/admin/fulfilment', { signal });
}

/**
 * POST /api/admin/shipments: books the orders, each on its own; answers the parcels booked and,
 * per order, why one was not.
 */
export function bookShipments(request: ShipmentBookingRequest): Promise<ShipmentBookingResult> {
  return api.post<ShipmentBookingResult>('/admin/shipments', request);
}

/** POST /api/admin/orders/{id}/rto-received: the returned parcel is back; answers the order. */
export function markReturnedParcelReceived(orderId: number): Promise<AdminOrder> {
  return api.post<AdminOrder>(pathWith('/admin/orders/{id}/rto-received', { id: orderId }));
}

/**
 * POST /api/admin/orders/{id}/shipment/refresh: asks the parcel's courier for its tracking and
 * applies what the store lacked; answers how many reports were new.
 */
export function refreshParcelTracking(orderId: number): Promise<{ applied: number }> {
  return api.post<{ applied: number }>(
    pathWith('/admin/orders/{id}/shipment/refresh', { id: orderId }),
  );
}

/** The three PDFs of a set of orders, each one file for all of them. */
export const SHIPMENT_DOCUMENTS = {
  labels: 'labels.pdf',
  manifest: 'manifest.pdf',
  packingSlips: 'packing-slips.pdf',
} as const;
export type ShipmentDocument = keyof typeof SHIPMENT_DOCUMENTS;

/**
 * GET /api/admin/shipments/{labels|manifest|packing-slips}.pdf?orderIds=1,2: one PDF for the
 * orders, fetched with the staff token (a plain link cannot send it).
 */
export function downloadShipmentDocument(
  document: ShipmentDocument,
  orderIds: readonly number[],
): Promise<DownloadedFile> {
  return apiDownload(`/admin/shipments/${SHIPMENT_DOCUMENTS[document]}`, {
    query: { orderIds: orderIds.join(',') },
    headers: { Accept: 'application/pdf' },
  });
}

export function useFulfilment() {
  return useQuery({
    queryKey: shipmentKeys.fulfilment(),
    queryFn: ({ signal }) => fetchFulfilment(signal),
  });
}

/**
 * Books parcels. Whatever the answer (some orders may be refused), the lists move: booked
 * orders leave "To ship" and their status changes.
 */
export function useBookShipments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookShipments,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  });
}

/**
 * Marks a returned parcel received: the order answered replaces the one shown; the stock (back
 * on the shelf) and the payments (a prepaid order refunded) are read again.
 */
export function useMarkReturnedParcelReceived(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markReturnedParcelReceived(orderId),
    onSuccess: (order) => {
      queryClient.setQueryData(adminOrderKeys.one(orderId), order);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
      ]);
    },
  });
}

export function useRefreshParcelTracking(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => refreshParcelTracking(orderId),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: shipmentKeys.all }),
      ]),
  });
}
