import type { DashboardSummary } from '@attar/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@/lib/format-money';
import { ChartPanel, EmptyPanel } from './chart-panel';

const dayLabel = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** "24 Nov" for the India day "2026-11-24" (the label is already India's day). */
export function shortDay(day: string): string {
  return dayLabel.format(new Date(`${day}T00:00:00Z`));
}

const compactRupees = new Intl.NumberFormat('en-IN', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** Sales of each of the last 30 days as bars, with the figures in a table for screen readers. */
export function SalesChart({ days }: { days: DashboardSummary['salesByDay'] }) {
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <ChartPanel
      title="Sales per day"
      description="The last 30 days, in India time; cancelled orders left out."
    >
      {total === 0 ? (
        <EmptyPanel>No sales in the last 30 days yet.</EmptyPanel>
      ) : (
        <>
          <div className="h-64" aria-hidden="true">
            <ResponsiveContainer
              width="100%"
              height="100%"
              initialDimension={{ width: 600, height: 240 }}
            >
              <BarChart data={days} margin={{ top: 4, right: 4, bottom: 0, left: 0 }}>
                <CartesianGrid stroke="var(--color-rule)" vertical={false} />
                <XAxis
                  dataKey="day"
                  tickFormatter={shortDay}
                  tick={{ fontSize: 11 }}
                  interval="preserveStartEnd"
                  minTickGap={16}
                />
                <YAxis
                  tickFormatter={(value: number) => `₹${compactRupees.format(value)}`}
                  tick={{ fontSize: 11 }}
                  width={56}
                />
                <Tooltip
                  formatter={(value) => formatMoney(Number(value))}
                  labelFormatter={(label) => shortDay(String(label))}
                />
                <Bar
                  dataKey="revenue"
                  name="Sales"
                  fill="var(--color-gold-deep)"
                  radius={[2, 2, 0, 0]}
                />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="sr-only">
            <caption>Sales per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Sales</th>
                <th scope="col">Orders</th>
              </tr>
            </thead>
            <tbody>
              {days
                .filter((day) => day.orders > 0)
                .map((day) => (
                  <tr key={day.day}>
                    <td>{shortDay(day.day)}</td>
                    <td>{formatMoney(day.revenue)}</td>
                    <td>{day.orders}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </>
      )}
    </ChartPanel>
  );
}
