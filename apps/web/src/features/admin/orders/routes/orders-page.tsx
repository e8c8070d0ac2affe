import { useEffect } from 'react';
import { useAdminOrders } from '@/api/admin-orders';
import { Skeleton } from '@/components/ui/skeleton';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { OrderFilters } from '../components/order-filters';
import { OrderTable } from '../components/order-table';
import { useOrderListParams } from '../use-order-list-params';

/** /admin/orders: every order, filtered in the address; an order number opens its page. */
export default function OrdersPage() {
  const { params, filtered, setFilters, setPage } = useOrderListParams();
  const list = useAdminOrders(params);
  const failed = list.isError && !list.data;

  // After the last order of the last page leaves the filter, show the page before it.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && params.page >= totalPages)
      setPage(totalPages - 1, params.size, true);
  }, [totalPages, params.page, params.size, setPage]);

  return (
    <>
      <AdminPageHeader title="Orders" summary={adminSection('orders').summary} />
      {failed ? (
        <AdminLoadError
          what="The orders"
          error={list.error}
          onRetry={() => void list.refetch()}
          className="mb-4"
        />
      ) : null}
      <OrderTable
        orders={list.data?.content ?? []}
        total={list.data?.totalElements ?? 0}
        page={params.page}
        size={params.size}
        onPageChange={setPage}
        isLoading={list.isFetching && !list.isPending}
        toolbar={<OrderFilters params={params} filtered={filtered} onChange={setFilters} />}
        emptyMessage={
          list.isPending ? (
            <LoadingRows />
          ) : failed ? (
            'Nothing to show.'
          ) : filtered ? (
            'No orders match these filters.'
          ) : (
            'No orders yet.'
          )
        }
      />
    </>
  );
}

/** The first load: grey bars where the rows will be. */
function LoadingRows() {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">Loading orders...</span>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  );
}
