import { useAdminOrders } from '@/api/admin-orders';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { OrderFilters } from '../components/order-filters';
import { OrderTable } from '../components/order-table';
import { useOrderListParams } from '../use-order-list-params';

/** /admin/orders: every order, filtered in the address; an order number opens its page. */
export default function OrdersPage() {
  const { params, filtered, setFilters, setPage } = useOrderListParams();
  const list = useAdminOrders(params);

  return (
    <>
      <AdminPageHeader title="Orders" summary={adminSection('orders').summary} />
      <OrderTable
        list={list}
        page={params.page}
        size={params.size}
        onPageChange={setPage}
        what="The orders"
        loadingLabel="Loading orders..."
        filtered={filtered}
        filteredMessage="No orders match these filters."
        emptyMessage="No orders yet."
        toolbar={<OrderFilters params={params} filtered={filtered} onChange={setFilters} />}
      />
    </>
  );
}
