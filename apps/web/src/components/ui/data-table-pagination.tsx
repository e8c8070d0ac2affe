import type { ReactTable, RowData } from '@tanstack/react-table';
import { ChevronFirst, ChevronLast, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from './button';
import type { DataTableFeatures } from './data-table-columns';

interface DataTablePaginationProps<TData extends RowData> {
  table: ReactTable<DataTableFeatures, TData>;
  /** The table's name, which names the page links ("Orders pages"). */
  label: string;
  pageSizeOptions: number[];
}

/** Below the table: which rows are shown, the page size, and the buttons that change page. */
export function DataTablePagination<TData extends RowData>({
  table,
  label,
  pageSizeOptions,
}: DataTablePaginationProps<TData>) {
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const pageCount = Math.max(1, table.getPageCount());
  const firstShown = total === 0 ? 0 : pageIndex * pageSize + 1;
  const lastShown = Math.min(total, (pageIndex + 1) * pageSize);
  const pageSizeId = useId();

  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <p className="text-stone tabular-nums" aria-live="polite">
        {total === 0 ? 'No rows' : `${firstShown}–${lastShown} of ${total}`}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <label htmlFor={pageSizeId} className="text-stone">
            Rows per page
          </label>
          <select
            id={pageSizeId}
            value={pageSize}
            onChange={(event) =>
              table.setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })
            }
            className="min-h-11 rounded-soft border border-field bg-paper px-2 text-sm"
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <nav aria-label={`${label} pages`} className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="First page"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.firstPage()}
          >
            <ChevronFirst className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Previous page"
            disabled={!table.getCanPreviousPage()}
            onClick={() => table.previousPage()}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <span className="px-2 text-stone tabular-nums">
            Page {Math.min(pageIndex + 1, pageCount)} of {pageCount}
          </span>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Next page"
            disabled={!table.getCanNextPage()}
            onClick={() => table.nextPage()}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Last page"
            disabled={!table.getCanNextPage()}
            onClick={() => table.lastPage()}
          >
            <ChevronLast className="size-4" aria-hidden="true" />
          </Button>
        </nav>
      </div>
    </div>
  );
}
