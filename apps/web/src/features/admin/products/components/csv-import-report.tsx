import type { ProductImportReport } from '@attar/contracts';

const count = new Intl.NumberFormat('en-IN');

/** "2 new, 5 updated, 40 unchanged": what an import did, for its toast. */
export function importSummary(report: ProductImportReport): string {
  return `${count.format(report.created)} new, ${count.format(report.updated)} updated, ${count.format(report.unchanged)} unchanged`;
}

/** The counts of a checked file and, when it has any, its errors by line and column. */
export function CsvImportReport({ report }: { report: ProductImportReport }) {
  const figures = [
    ['New', report.created],
    ['Updated', report.updated],
    ['Unchanged', report.unchanged],
    ['Errors', report.errorCount],
  ] as const;
  return (
    <section aria-label="Check result" className="grid gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div
            key={label}
            className={
              label === 'Errors' && value > 0
                ? 'rounded-soft border border-danger/40 bg-danger/5 px-3 py-2'
                : 'rounded-soft border border-rule px-3 py-2'
            }
          >
            <dt className="text-xs text-stone">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums">{count.format(value)}</dd>
          </div>
        ))}
      </dl>
      <p role="status" className={report.errorCount > 0 ? 'text-danger' : 'text-success'}>
        {report.errorCount > 0
          ? 'Nothing can be imported while a row has an error. Correct the file and check it again.'
          : `No errors in ${count.format(report.rows)} ${report.rows === 1 ? 'row' : 'rows'}. Apply the import to write these changes.`}
      </p>
      {report.errors.length > 0 ? (
        <div className="max-h-72 overflow-auto rounded-soft border border-rule">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Errors in the file</caption>
            <thead className="sticky top-0 bg-ivory-deep text-xs text-stone">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Line
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Column
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Message
                </th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error, index) => (
                <tr key={index} className="border-t border-rule align-top">
                  <td className="px-3 py-2 tabular-nums">{error.line}</td>
                  <td className="px-3 py-2 font-mono text-xs">{error.column ?? 'row'}</td>
                  <td className="px-3 py-2">{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {report.errorCount > report.errors.length ? (
        <p className="text-xs text-stone">
          Showing the first {count.format(report.errors.length)} of{' '}
          {count.format(report.errorCount)} errors.
        </p>
      ) : null}
    </section>
  );
}
