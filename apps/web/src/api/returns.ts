import type {
  AdminReturnsQuery,
  CompleteReturn,
  EligibleOrder,
  EligibleOrdersQuery,
  ExchangeOption,
  Page,
  ReturnRequest,
  ReturnRequestCreate,
} from '@attar/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { orderKeys } from './orders';
import { productKeys } from './products';
import { readPage } from './read-page';

/*
 * Returns and exchanges (docs/product.md, "Returns and exchanges"): the
 * customer's center and the admin's queue read and write through these calls and keys.
 */

export type EligibleOrdersFilter = Partial<EligibleOrdersQuery>;
export type AdminReturnsFilter = Partial<AdminReturnsQuery>;

/** Every return query sits under `returnKeys.all`, so one write refreshes them all. */
export const returnKeys = {
  all: ['returns'] as const,
  eligibleOrders: (filter: EligibleOrdersFilter) =>
    [...returnKeys.all, 'eligible', filter] as const,
  mine: () => [...returnKeys.all, 'mine'] as const,
  exchangeOptions: (orderId: number, productId: number) =>
    [...returnKeys.all, 'exchange-options', orderId, productId] as const,
  admin: (filter: AdminReturnsFilter) => [...returnKeys.all, 'admin', filter] as const,
  adminOne: (id: number) => [...returnKeys.all, 'admin', 'one', id] as const,
};

/** GET /api/order/my-orders/return-exchange-eligible: delivered orders within the window. */
export async function fetchEligibleOrders(
  filter: EligibleOrdersFilter,
  signal?: AbortSignal,
): Promise<Page<EligibleOrder>> {
  return readPage<EligibleOrder>(
    await api.get<unknown>('/order/my-orders/return-exchange-eligible', {
      query: { size: 20, ...filter },
      signal,
    }),
    'eligible orders',
  );
}

/** GET /api/returns/my-requests: the signed-in customer's requests, newest first. */
export async function fetchMyReturnRequests(signal?: AbortSignal): Promise<Page<ReturnRequest>> {
  return readPage<ReturnRequest>(
    await api.get<unknown>('/returns/my-requests', { query: { size: 100 }, signal }),
    'return requests',
  );
}

/** GET /api/returns/exchange-options: what an item may be exchanged for, in stock now. */
export function fetchExchangeOptions(
  orderId: number,
  productId: number,
  signal?: AbortSignal,
): Promise<ExchangeOption[]> {
  return api.get<ExchangeOption[]>('/returns/exchange-options', {
    query: { orderId, productId },
    signal,
  });
}

/** POST /api/returns/request: a return or exchange of one item. */
export function submitReturnRequest(request: ReturnRequestCreate): Promise<ReturnRequest> {
  return api.post<ReturnRequest>('/returns/request', request);
}

/** GET /api/admin/returns (admin): every request, newest first, with filters. */
export async function fetchAdminReturns(
  filter: AdminReturnsFilter,
  signal?: AbortSignal,
): Promise<Page<ReturnRequest>> {
  return readPage<ReturnRequest>(
    await api.get<unknown>('/admin/returns', { query: { ...filter }, signal }),
    'return requests',
  );
}

/** GET /api/admin/returns/{id} (admin): one request with its order, customer and timeline. */
export function fetchAdminReturn(id: number, signal?: AbortSignal): Promise<ReturnRequest> {
  return api.get<ReturnRequest>(pathWith('/admin/returns/{id}', { id }), { signal });
}

/** The admin's decisions on a request (docs/admin-guide.md, "Returns"). */
export type ReturnDecision =
  | { action: 'approve'; body: { note?: string | null; noteVisibleToCustomer?: boolean } }
  | { action: 'reject'; body: { reason: string } }
  | {
      action: 'receive';
      body: {
        quantityReceived: number;
        quantityDamaged: number;
        note?: string | null;
        noteVisibleToCustomer?: boolean;
      };
    }
  | { action: 'complete'; body: CompleteReturn };

/** POST /api/admin/returns/{id}/{approve|reject|receive|complete} (admin). */
export function decideReturn(id: number, decision: ReturnDecision): Promise<ReturnRequest> {
  return api.post<ReturnRequest>(
    pathWith('/admin/returns/{id}/{action}', { id, action: decision.action }),
    decision.body,
  );
}

export const eligibleOrdersQueryOptions = (filter: EligibleOrdersFilter) =>
  queryOptions({
    queryKey: returnKeys.eligibleOrders(filter),
    queryFn: ({ signal }) => fetchEligibleOrders(filter, signal),
  });

export const myReturnRequestsQueryOptions = () =>
  queryOptions({
    queryKey: returnKeys.mine(),
    queryFn: ({ signal }) => fetchMyReturnRequests(signal),
  });

export function useEligibleOrders(filter: EligibleOrdersFilter, enabled = true) {
  return useQuery({ ...eligibleOrdersQueryOptions(filter), enabled });
}

export function useMyReturnRequests(enabled = true) {
  return useQuery({ ...myReturnRequestsQueryOptions(), enabled });
}

export function useExchangeOptions(orderId: number | null, productId: number | null) {
  return useQuery({
    queryKey: returnKeys.exchangeOptions(orderId ?? 0, productId ?? 0),
    queryFn: ({ signal }) => fetchExchangeOptions(orderId!, productId!, signal),
    enabled: orderId !== null && productId !== null,
  });
}

/**
 * The submit; the caller refreshes the list a second after success, as docs/product.md, "States and
 * transitions" says.
 */
export function useSubmitReturnRequest() {
  return useMutation({ mutationFn: submitReturnRequest });
}

export function useAdminReturns(filter: AdminReturnsFilter) {
  return useQuery({
    queryKey: returnKeys.admin(filter),
    queryFn: ({ signal }) => fetchAdminReturns(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminReturn(id: number) {
  return useQuery({
    queryKey: returnKeys.adminOne(id),
    queryFn: ({ signal }) => fetchAdminReturn(id, signal),
    retry: false,
  });
}

/**
 * An admin decision. It refreshes every return query, the orders (an approved exchange adds
 * one) and the products (a completed return puts stock back).
 */
export function useDecideReturn(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReturnDecision) => decideReturn(id, decision),
    onSuccess: (request) => {
      queryClient.setQueryData(returnKeys.adminOne(id), request);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: returnKeys.all }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: productKeys.all }),
      ]);
    },
  });
}
