import type { GstPeriodQuery } from '@attar/contracts';
import { useId, useState } from 'react';
import { useGstSummary } from '@/api/gst-returns';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { DateRangeFields } from '@/features/admin/components/date-range-fields';
import { periodProblem } from '@/features/admin/components/day-period';
import { GstDownloads } from '../components/gst-downloads';
import { GstTotalsTable } from '../components/gst-totals-table';
import { lastMonth, monthPeriod, wholeMonthOf } from '../gst-period';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * /admin/gst: a month's (or a range's) GST by rate, for invoices, credit notes and net, and the
 * CSV files the accountant files the return from. Last month is shown first: a return is filed
 * for the month just ended.
 */
export default function GstPage() {
  const { title, summary } = adminSection('gst');
  const id = useId();
  const [period, setPeriod] = useState<GstPeriodQuery>(() => monthPeriod(lastMonth()));
  const problem = periodProblem(period, 'Choose a month, or both days of a range.');
  const valid = problem ? null : period;
  const query = useGstSummary(valid);

  return (
    <>
      <AdminPageHeader title={title} summary={summary} />
      <div className="mb-6 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-44">
          <Label htmlFor={`${id}-month`}>Month</Label>
          <Input
            id={`${id}-month`}
            type="month"
            value={wholeMonthOf(period)}
            onChange={(event) => {
              if (event.target.value) setPeriod(monthPeriod(event.target.value));
            }}
          />
        </div>
        <span className="pb-2 text-sm text-stone">or a range of days</span>
        <DateRangeFields
          from={period.from}
          to={period.to}
          onChange={(change) => setPeriod((current) => ({ ...current, ...change }))}
        />
      </div>
      {problem ? (
        <p role="alert" className="mb-6 text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <section aria-labelledby={`${id}-files`} className="mb-6">
        <h2 id={`${id}-files`} className="mb-2 font-sans text-lg font-semibold">
          Files for the accountant
        </h2>
        <p className="mb-3 max-w-2xl text-sm text-stone">
          GSTR-1 tables laid out as the GST offline tool’s CSV templates, the sales register they
          are drawn from, and the online payments and refunds to reconcile with the payment gateway.
          Documents count in the period of their issue date, payments on the day they were taken,
          India time.
        </p>
        <GstDownloads period={valid} />
      </section>
      {!valid ? null : query.isPending ? (
        <p className="text-sm text-stone">Loading the period’s totals...</p>
      ) : query.isError ? (
        <AdminLoadError
          what="The GST totals"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div className="space-y-4">
          <GstTotalsTable
            title="Invoices"
            note={plural(query.data.invoices.count, 'invoice', 'invoices')}
            byRate={query.data.invoices.byRate}
            total={query.data.invoices.total}
          />
          <GstTotalsTable
            title="Credit notes"
            note={plural(query.data.creditNotes.count, 'credit note', 'credit notes')}
            byRate={query.data.creditNotes.byRate}
            total={query.data.creditNotes.total}
          />
          <GstTotalsTable
            title="Net"
            note="invoices less credit notes"
            byRate={query.data.net.byRate}
            total={query.data.net.total}
          />
        </div>
      )}
    </>
  );
}
