import { indiaDayOf } from '@attar/contracts';
import { useState } from 'react';
import { useAbandonedCartSummary } from '@/api/saved-cart';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { ChartPanel } from './chart-panel';

const DAY_MS = 24 * 60 * 60 * 1000;
const count = (value: number) => new Intl.NumberFormat('en-IN').format(value);

/** The last 30 India days, today included. */
function last30Days(now: Date) {
  return { from: indiaDayOf(new Date(now.getTime() - 29 * DAY_MS)), to: indiaDayOf(now) };
}

/**
 * Cart reminders over the last 30 days (docs/admin-guide.md, "Cart reminders"): the carts first
 * reminded, the reminders sent, and those an order followed with its revenue.
 */
export function AbandonedCartsCard() {
  const [period] = useState(() => last30Days(new Date()));
  const summary = useAbandonedCartSummary(period);
  return (
    <ChartPanel
      title="Cart reminders, last 30 days"
      description="Carts first reminded in the period, and those an order followed (cancelled orders do not count)."
    >
      {summary.isPending ? (
        <Skeleton className="h-20" aria-busy="true" />
      ) : summary.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(summary.error, 'The cart reminders could not be loaded.')}
        </p>
      ) : (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-xs uppercase tracking-wide text-stone">Carts reminded</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {count(summary.data.cartsReminded)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-stone">Reminders sent</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {count(summary.data.remindersSent)}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-stone">Carts recovered</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {count(summary.data.cartsRecovered)}
              {summary.data.recoveryRate === null ? null : (
                <span className="ml-1 text-sm font-normal text-stone">
                  ({summary.data.recoveryRate}%)
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-stone">Recovered revenue</dt>
            <dd className="text-xl font-semibold tabular-nums">
              {formatMoney(summary.data.recoveredRevenue)}
            </dd>
          </div>
        </dl>
      )}
    </ChartPanel>
  );
}
