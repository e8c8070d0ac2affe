import type { DayPeriodQuery } from '@attar/contracts';
import { useState } from 'react';
import { useSearchReport } from '@/api/search-admin';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { DateRangeFields } from '@/features/admin/components/date-range-fields';
import { lastDays, periodProblem } from '@/features/admin/components/day-period';
import { SearchCountsTable } from '../components/search-counts-table';

/** The period the page opens on: the last 30 days. */
const OPENING_DAYS = 30;

const times = (count: number) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? 'search' : 'searches'}`;

/**
 * /admin/searches: what shoppers searched for over a period, and the searches that found
 * nothing, each answered in one step with a synonym (docs/admin-guide.md, "Search").
 */
export default function SearchesPage() {
  const { title, summary } = adminSection('searches');
  const [period, setPeriod] = useState<DayPeriodQuery>(() => lastDays(OPENING_DAYS));
  const problem = periodProblem(period);
  const report = useSearchReport(problem ? null : period);

  return (
    <>
      <AdminPageHeader title={title} summary={summary} />
      <div className="mb-6 flex flex-wrap items-end gap-3">
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
      ) : report.isPending ? (
        <p role="status" className="text-sm text-stone">
          Loading the searches...
        </p>
      ) : report.isError ? (
        <AdminLoadError
          what="The searches"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <p className="text-sm text-ink">
            {times(report.data.totals.searches)} in this period,{' '}
            {report.data.totals.withoutResults.toLocaleString('en-IN')} of them found nothing.
            Searches are counted by their words only, never by who searched.
          </p>
          <SearchCountsTable
            title="Searches that found nothing"
            note="Add a synonym so that the next search finds what the shopper meant."
            rows={report.data.withoutResults}
            kind="without-results"
          />
          <SearchCountsTable title="Top searches" rows={report.data.top} kind="top" />
        </div>
      )}
    </>
  );
}
