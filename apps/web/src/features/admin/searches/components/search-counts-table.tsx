import type { SearchCount } from '@attar/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AddSynonymDialog } from './add-synonym-dialog';

interface SearchCountsTableProps {
  title: string;
  /** A line under the caption. */
  note?: string;
  rows: SearchCount[];
  /** The top searches show how many found nothing; the failed ones offer a synonym. */
  kind: 'top' | 'without-results';
}

const count = (value: number) => value.toLocaleString('en-IN');

/** A list of searches with how often each was made, most first. */
export function SearchCountsTable({ title, note, rows, kind }: SearchCountsTableProps) {
  const [answering, setAnswering] = useState<string | null>(null);
  return (
    <div className="overflow-x-auto rounded-soft border border-rule bg-paper">
      <table className="w-full text-sm">
        <caption className="px-4 pt-3 text-left">
          <span className="font-semibold">{title}</span>
          {note ? <span className="block text-stone sm:ml-2 sm:inline">{note}</span> : null}
        </caption>
        <thead>
          <tr className="border-b border-rule text-left text-stone">
            <th scope="col" className="px-4 py-2 font-medium">
              Search
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {kind === 'top' ? 'Searches' : 'Found nothing'}
            </th>
            <th scope="col" className="px-4 py-2 text-right font-medium">
              {kind === 'top' ? 'Found nothing' : <span className="sr-only">Action</span>}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={3} className="px-4 py-3 text-stone">
                None in this period.
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.query} className="border-b border-rule/60 last:border-0">
                <th
                  scope="row"
                  className="w-full px-4 py-2 text-left font-normal [overflow-wrap:anywhere]"
                >
                  {row.query}
                </th>
                <td className="px-4 py-2 text-right whitespace-nowrap tabular-nums">
                  {count(kind === 'top' ? row.searches : row.withoutResults)}
                </td>
                <td className="px-4 py-1 text-right whitespace-nowrap tabular-nums">
                  {kind === 'top' ? (
                    count(row.withoutResults)
                  ) : (
                    <Button
                      variant="outline"
                      className="min-h-9 px-3 text-sm whitespace-nowrap"
                      aria-label={`Add a synonym for “${row.query}”`}
                      onClick={() => setAnswering(row.query)}
                    >
                      Add synonym
                    </Button>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      {answering !== null ? (
        <AddSynonymDialog query={answering} onClose={() => setAnswering(null)} />
      ) : null}
    </div>
  );
}
