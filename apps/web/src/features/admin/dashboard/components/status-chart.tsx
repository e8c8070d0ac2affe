import { ORDER_STATUS_LABELS, type DashboardSummary } from '@attar/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Link } from 'react-router';
import { adminSectionPath } from '@/lib/paths';
import { ChartPanel, EmptyPanel } from './chart-panel';

/** How many orders are in each status, all time; each status links to its orders. */
export function StatusChart({ byStatus }: { byStatus: DashboardSummary['orders']['byStatus'] }) {
  const data = byStatus.map((entry) => ({ ...entry, label: ORDER_STATUS_LABELS[entry.status] }));
  const total = data.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <ChartPanel title="Orders by status" description="Every order the store has taken.">
      {total === 0 ? (
        <EmptyPanel>No orders yet.</EmptyPanel>
      ) : (
        <>
          <div className="h-56" aria-hidden="true">
            <ResponsiveContainer
              width="100%"
              height="100%"
              initialDimension={{ width: 600, height: 240 }}
            >
              <BarChart
                data={data}
                layout="vertical"
                margin={{ top: 0, right: 12, bottom: 0, left: 0 }}
              >
                <CartesianGrid stroke="var(--color-rule)" horizontal={false} />
                <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11 }} />
                {/* Wide enough for the longest status, "Returned undelivered". */}
                <YAxis type="category" dataKey="label" width={130} tick={{ fontSize: 11 }} />
                <Tooltip />
                <Bar
                  dataKey="count"
                  name="Orders"
                  fill="var(--color-ink-soft)"
                  radius={[0, 2, 2, 0]}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {data.map((entry) => (
              <li key={entry.status}>
                <Link
                  className="underline-offset-2 hover:underline"
                  to={`${adminSectionPath('orders')}?status=${entry.status}`}
                >
                  {entry.label}: <span className="tabular-nums">{entry.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </ChartPanel>
  );
}
