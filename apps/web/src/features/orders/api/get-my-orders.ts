import type { MyOrdersQuery, Order, Page } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type MyOrdersFilter = Partial<MyOrdersQuery>;

/** GET /api/order/my-orders/search: your orders, newest first. */
export function getMyOrders(filter: MyOrdersFilter, signal?: AbortSignal): Promise<Page<Order>> {
  return api.get<Page<Order>>('/order/my-orders/search', { query: { ...filter }, signal });
}

export const myOrdersQuery = (filter: MyOrdersFilter) =>
  queryOptions({
    queryKey: ['orders', 'mine', filter],
    queryFn: ({ signal }) => getMyOrders(filter, signal),
  });

export function useMyOrders(filter: MyOrdersFilter) {
  return useQuery(myOrdersQuery(filter));
}
