import type { DashboardSummary } from '@attar/contracts';
import { Link } from 'react-router';
import { adminProductPath, adminSectionPath } from '@/lib/paths';
import { ChartPanel, EmptyPanel } from './chart-panel';

type Alert = DashboardSummary['stock']['lowStock'][number];

function AlertList({ rows, more, emptyText }: { rows: Alert[]; more: number; emptyText: string }) {
  if (rows.length === 0) return <EmptyPanel>{emptyText}</EmptyPanel>;
  return (
    <ul className="divide-y divide-rule text-sm">
      {rows.map((row) => (
        <li key={row.productId} className="flex items-center justify-between gap-3 py-2">
          <Link to={adminProductPath(row.productId)} className="min-w-0 truncate hover:underline">
            {row.name} <span className="text-stone">({row.sku})</span>
          </Link>
          <span className="shrink-0 tabular-nums">{row.stockQuantity} left</span>
        </li>
      ))}
      {more > 0 ? <li className="py-2 text-stone">and {more} more</li> : null}
    </ul>
  );
}

/** Products to restock: low (at or below the settings' threshold) and out of stock. */
export function StockAlerts({ stock }: { stock: DashboardSummary['stock'] }) {
  return (
    <ChartPanel
      title="Stock to watch"
      description={`Low means ${stock.lowStockThreshold} or fewer left (Settings > Inventory).`}
    >
      <h3 className="text-xs font-medium uppercase tracking-wide text-stone">
        <Link to={`${adminSectionPath('products')}?stock=out`} className="hover:underline">
          Out of stock ({stock.outOfStockCount})
        </Link>
      </h3>
      <AlertList
        rows={stock.outOfStock}
        more={stock.outOfStockCount - stock.outOfStock.length}
        emptyText="Every product is in stock."
      />
      <h3 className="mt-4 text-xs font-medium uppercase tracking-wide text-stone">
        <Link to={`${adminSectionPath('products')}?stock=low`} className="hover:underline">
          Low on stock ({stock.lowStockCount})
        </Link>
      </h3>
      <AlertList
        rows={stock.lowStock}
        more={stock.lowStockCount - stock.lowStock.length}
        emptyText="No product is running low."
      />
    </ChartPanel>
  );
}
