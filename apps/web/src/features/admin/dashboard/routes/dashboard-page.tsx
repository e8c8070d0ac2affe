import { useDashboardSummary, useSetupChecklist } from '@/api/dashboard';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format-money';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { adminSectionPath } from '@/lib/paths';
import { useCan } from '@/lib/staff-access';
import { AbandonedCartsCard } from '../components/abandoned-carts-card';
import { FigureCard } from '../components/figure-card';
import { SalesChart } from '../components/sales-chart';
import { SetupChecklist } from '../components/setup-checklist';
import { StatusChart } from '../components/status-chart';
import { StockAlerts } from '../components/stock-alerts';
import { TopProducts } from '../components/top-products';

const count = (value: number) => new Intl.NumberFormat('en-IN').format(value);

function DashboardSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the dashboard">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

/** /admin/dashboard: how the store is doing, from GET /api/getDashboardSummary. */
export default function DashboardPage() {
  const { title, summary } = adminSection('dashboard');
  const query = useDashboardSummary();
  // Apart from the figures: a checklist that fails to load leaves the dashboard as it was.
  const setup = useSetupChecklist();
  // The store's set-up is the work of those who change its settings.
  const setsUp = useCan('settings.manage');
  // Carts recovered are orders: theirs to see who read orders.
  const readsOrders = useCan('orders.view');
  return (
    <>
      <AdminPageHeader title={title} summary={summary} />
      {setsUp && setup.data && !setup.data.complete ? (
        <div className="mb-4">
          <SetupChecklist checklist={setup.data} />
        </div>
      ) : null}
      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError ? (
        <AdminLoadError
          what="The dashboard"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="space-y-4">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <FigureCard
              label="Revenue today"
              figure={query.data.revenue.today}
              format={formatMoney}
              comparedWith="yesterday"
            />
            <FigureCard
              label="Revenue, last 7 days"
              figure={query.data.revenue.last7Days}
              format={formatMoney}
              comparedWith="the 7 days before"
            />
            <FigureCard
              label="Revenue, last 30 days"
              figure={query.data.revenue.last30Days}
              format={formatMoney}
              comparedWith="the 30 days before"
            />
            <FigureCard
              label="Orders, last 30 days"
              figure={query.data.orders.last30Days}
              format={count}
              comparedWith="the 30 days before"
              href={adminSectionPath('orders')}
            />
            <FigureCard
              label="Average order value"
              figure={query.data.averageOrderValue}
              format={formatMoney}
              comparedWith="the 30 days before"
            />
            <FigureCard
              label="New customers, 30 days"
              figure={query.data.newCustomers}
              format={count}
              comparedWith="the 30 days before"
              href={adminSectionPath('users')}
            />
            <FigureCard
              label="Open return requests"
              figure={query.data.openReturnRequests}
              format={count}
              href={`${adminSectionPath('return')}?status=REQUESTED`}
            />
            <FigureCard
              label="Unread notifications"
              figure={query.data.unreadNotifications}
              format={count}
              href={adminSectionPath('notifications')}
            />
          </div>
          <SalesChart days={query.data.salesByDay} />
          <div className="grid gap-4 lg:grid-cols-2">
            <StatusChart byStatus={query.data.orders.byStatus} />
            <StockAlerts stock={query.data.stock} />
            <TopProducts
              title="Top products by units"
              products={query.data.topProductsByUnits}
              measure="units"
            />
            <TopProducts
              title="Top products by revenue"
              products={query.data.topProductsByRevenue}
              measure="revenue"
            />
            {readsOrders ? <AbandonedCartsCard /> : null}
          </div>
        </div>
      )}
    </>
  );
}
