import type { DashboardSummary } from '@attar/contracts';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/format-money';
import { adminProductPath } from '@/lib/paths';
import { ChartPanel, EmptyPanel } from './chart-panel';

type ProductFigure = DashboardSummary['topProductsByUnits'][number];

/** The best sellers of the last 30 days, as a ranked list with a bar for each. */
export function TopProducts({
  title,
  products,
  measure,
}: {
  title: string;
  products: ProductFigure[];
  measure: 'units' | 'revenue';
}) {
  const largest = Math.max(1, ...products.map((product) => product[measure]));
  return (
    <ChartPanel title={title} description="The last 30 days.">
      {products.length === 0 ? (
        <EmptyPanel>Nothing sold in the last 30 days yet.</EmptyPanel>
      ) : (
        <ol className="space-y-3">
          {products.map((product) => (
            <li key={product.productId} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <Link
                  to={adminProductPath(product.productId)}
                  className="min-w-0 truncate hover:underline"
                >
                  {product.name}
                </Link>
                <span className="shrink-0 tabular-nums">
                  {measure === 'units' ? `${product.units} sold` : formatMoney(product.revenue)}
                </span>
              </div>
              <div aria-hidden="true" className="mt-1 h-1.5 rounded-full bg-ivory-deep">
                <div
                  className="h-full rounded-full bg-gold"
                  style={{ width: `${(product[measure] / largest) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </ChartPanel>
  );
}
