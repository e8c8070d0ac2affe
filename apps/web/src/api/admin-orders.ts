import type {
  AdminOrder,
  AdminOrdersQuery,
  Order,
  OrderNote,
  OrderStatus,
  Page,
  PaymentLedgerEntry,
} from '@attar/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload, pathWith } from '@/lib/api-client';
import { orderKeys } from './orders';
import { productKeys } from './products';
import { readPage } from './read-page';
import { returnKeys } from './returns';

/*
 * The admin's orders (docs/admin-guide.md, "Orders", "GST tax invoices" and "Credit notes"): the
 * list, one order, its status, its internal notes and its tax documents. Every key sits under `orderKeys.all`, so a status change
 * refreshes the customer's views of the order too.
 */

export type AdminOrdersFilter = Partial<AdminOrdersQuery>;

export const adminOrderKeys = {
  all: [...orderKeys.all, 'admin'] as const,
  list: (filter: AdminOrdersFilter) => [...adminOrderKeys.all, 'list', filter] as const,
  one: (id: number) => [...adminOrderKeys.all, 'one', id] as const,
  payments: (id: number) => [...adminOrderKeys.all, 'payments', id] as const,
};

/** GET /api/order/adminSearch (admin): every order, newest first, filtered. */
export async function fetchAdminOrders(
  filter: AdminOrdersFilter,
  signal?: AbortSignal,
): Promise<Page<Order>> {
  return readPage<Order>(
    await api.get<unknown>('/order/adminSearch', { query: { ...filter }, signal }),
    'orders',
  );
}

/** GET /api/admin/orders/{id} (admin): the order with notes, next statuses and invoice. */
export function fetchAdminOrder(id: number, signal?: AbortSignal): Promise<AdminOrder> {
  return api.get<AdminOrder>(pathWith('/admin/orders/{id}', { id }), { signal });
}

/**
 * GET /api/admin/orders/{id}/payments (admin): the order's payments ledger, oldest first: gateway
 * orders, captures, failures and refunds (amounts in rupees).
 */
export function fetchOrderPayments(
  id: number,
  signal?: AbortSignal,
): Promise<PaymentLedgerEntry[]> {
  return api.get<PaymentLedgerEntry[]>(pathWith('/admin/orders/{id}/payments', { id }), {
    signal,
  });
}

/**
 * POST /api/admin/orders/{id}/payments/{entryId}/retry (admin): asks the gateway again for a
 * refund it refused; answers the ledger with that refund requested again.
 */
export function retryRefund(orderId: number, entryId: number): Promise<PaymentLedgerEntry[]> {
  return api.post<PaymentLedgerEntry[]>(
    pathWith('/admin/orders/{id}/payments/{entryId}/retry', { id: orderId, entryId }),
  );
}

/**
 * GET /api/admin/payments.csv (admin): every online payment captured and refund asked for in a
 * period of India days, refunds negative.
 */
export function downloadPaymentsFile(period: {
  from: string;
  to: string;
}): Promise<{ blob: Blob; fileName: string | null }> {
  return apiDownload('/admin/payments.csv', {
    query: { from: period.from, to: period.to },
    headers: { Accept: 'text/csv' },
  });
}

/** PUT /api/order/admin/order/status?orderId=&status= (admin). */
export function changeOrderStatus(orderId: number, status: OrderStatus): Promise<Order> {
  return api.put<Order>('/order/admin/order/status', undefined, { query: { orderId, status } });
}

/** POST /api/admin/orders/{id}/notes (admin): an internal note, never shown to the customer. */
export function addOrderNote(orderId: number, body: string): Promise<OrderNote> {
  return api.post<OrderNote>(pathWith('/admin/orders/{id}/notes', { id: orderId }), { body });
}

/** GET /api/admin/orders/{id}/invoice.pdf (admin): the order's GST tax invoice. */
export function downloadAdminInvoice(
  orderId: number,
): Promise<{ blob: Blob; fileName: string | null }> {
  return apiDownload(pathWith('/admin/orders/{id}/invoice.pdf', { id: orderId }), {
    headers: { Accept: 'application/pdf' },
  });
}

/**
 * GET /api/admin/orders/{id}/packing-slip.pdf (admin): what to pack, gift wrap and the gift
 * message, without prices.
 */
export function downloadPackingSlip(
  orderId: number,
): Promise<{ blob: Blob; fileName: string | null }> {
  return apiDownload(pathWith('/admin/orders/{id}/packing-slip.pdf', { id: orderId }), {
    headers: { Accept: 'application/pdf' },
  });
}

/** GET /api/admin/orders/{id}/credit-notes/{creditNoteId}.pdf (admin): one of its credit notes. */
export function downloadAdminCreditNote(
  orderId: number,
  creditNoteId: number,
): Promise<{ blob: Blob; fileName: string | null }> {
  return apiDownload(
    pathWith('/admin/orders/{id}/credit-notes/{creditNoteId}.pdf', { id: orderId, creditNoteId }),
    { headers: { Accept: 'application/pdf' } },
  );
}

export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery({
    queryKey: adminOrderKeys.list(filter),
    queryFn: ({ signal }) => fetchAdminOrders(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: adminOrderKeys.one(id),
    queryFn: ({ signal }) => fetchAdminOrder(id, signal),
    retry: false,
  });
}

export function useOrderPayments(id: number) {
  return useQuery({
    queryKey: adminOrderKeys.payments(id),
    queryFn: ({ signal }) => fetchOrderPayments(id, signal),
  });
}

/**
 * A status change. It refreshes every order query, the products (a cancellation puts stock
 * back) and the returns (an exchange's replacement shipping shows in its request).
 */
export function useChangeOrderStatus(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => changeOrderStatus(orderId, status),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
        queryClient.invalidateQueries({ queryKey: returnKeys.all }),
      ]),
  });
}

/** A failed refund asked for again: the ledger answered replaces the one shown. */
export function useRetryRefund(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => retryRefund(orderId, entryId),
    onSuccess: (ledger) => queryClient.setQueryData(adminOrderKeys.payments(orderId), ledger),
  });
}

export function useAddOrderNote(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addOrderNote(orderId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminOrderKeys.one(orderId) }),
  });
}
