import {
  type ColumnVisibilityState,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type TableState,
  useTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { cn } from '@/lib/cn';
import {
  type DataTableColumnDef,
  type DataTableFeatures,
  dataTableFeatures,
  selectionColumn,
} from './data-table-columns';
import { DataTablePagination } from './data-table-pagination';
import { DataTableSelectionBar, DataTableToolbar } from './data-table-toolbar';

export {
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
  createDataTableColumns,
} from './data-table-columns';

export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 10;
const EMPTY_SORTING: SortingState = [];

export interface DataTableProps<TData extends RowData> {
  /** Names the table for assistive technology (a visually hidden caption). */
  label: string;
  columns: readonly DataTableColumnDef<TData>[];
  data: readonly TData[];
  /** A stable id per row (the record's id), so selection survives sorting and paging. */
  getRowId: (row: TData) => string;
  /**
   * Server-side mode: the total number of rows on the server. `data` is then the current page,
   * already sorted; give `pagination`/`onPaginationChange` and `sorting`/`onSortingChange` and
   * fetch what they ask for. Without it, the table sorts and pages `data` itself.
   */
  rowCount?: number;
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  pagination?: PaginationState;
  onPaginationChange?: OnChangeFn<PaginationState>;
  /** First page size when pagination is not controlled. */
  defaultPageSize?: number;
  pageSizeOptions?: number[];
  /** Adds a checkbox column. */
  enableRowSelection?: boolean;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: OnChangeFn<RowSelectionState>;
  /** Names a row in its checkbox's label ("Select Kannauj Rose Attar"). */
  getRowLabel?: (row: TData) => string;
  /** Shown above the table while rows are selected, e.g. bulk actions. */
  renderSelectionActions?: (selectedRowIds: string[], clearSelection: () => void) => ReactNode;
  /** Extra classes for the bar shown while rows are selected (to keep it in view, say). */
  selectionBarClassName?: string;
  /** Offers a "Columns" menu to hide and show columns. */
  enableColumnVisibility?: boolean;
  columnVisibility?: ColumnVisibilityState;
  onColumnVisibilityChange?: OnChangeFn<ColumnVisibilityState>;
  /** Filters and the like, on the left of the toolbar. */
  toolbar?: ReactNode;
  isLoading?: boolean;
  emptyMessage?: ReactNode;
  className?: string;
}

/**
 * The admin's table (TanStack Table): sortable headers, paging, a "Columns" menu and row
 * selection, on the client or, with `rowCount`, on the server. Dense, with thin rules; it
 * scrolls sideways on narrow screens rather than squeezing its columns. Keep `columns`,
 * `data` and `getRowLabel` stable (module scope, state or useMemo): a new array or function on
 * every render makes the table rebuild its rows each time.
 */
export function DataTable<TData extends RowData>({
  label,
  columns,
  data,
  getRowId,
  rowCount,
  sorting,
  onSortingChange,
  pagination,
  onPaginationChange,
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  enableRowSelection = false,
  rowSelection,
  onRowSelectionChange,
  getRowLabel,
  renderSelectionActions,
  selectionBarClassName,
  enableColumnVisibility = true,
  columnVisibility,
  onColumnVisibilityChange,
  toolbar,
  isLoading = false,
  emptyMessage = 'Nothing to show.',
  className,
}: DataTableProps<TData>) {
  const serverSide = rowCount !== undefined;
  const allColumns = useMemo(
    (): readonly DataTableColumnDef<TData>[] =>
      enableRowSelection ? [selectionColumn<TData>(getRowLabel), ...columns] : columns,
    [columns, enableRowSelection, getRowLabel],
  );

  // A slice given as a prop is controlled by the caller; the others live in the table.
  const state: Partial<TableState<DataTableFeatures>> = {};
  if (sorting) state.sorting = sorting;
  if (pagination) state.pagination = pagination;
  if (rowSelection) state.rowSelection = rowSelection;
  if (columnVisibility) state.columnVisibility = columnVisibility;

  const table = useTable({
    features: dataTableFeatures,
    columns: allColumns,
    data,
    getRowId,
    state,
    initialState: {
      pagination: { pageIndex: 0, pageSize: defaultPageSize },
      sorting: EMPTY_SORTING,
    },
    ...(sorting && onSortingChange ? { onSortingChange } : {}),
    ...(pagination && onPaginationChange ? { onPaginationChange } : {}),
    ...(rowSelection && onRowSelectionChange ? { onRowSelectionChange } : {}),
    ...(columnVisibility && onColumnVisibilityChange ? { onColumnVisibilityChange } : {}),
    manualSorting: serverSide,
    manualPagination: serverSide,
    ...(serverSide ? { rowCount } : {}),
    enableRowSelection,
    enableMultiSort: false,
    // The first press on any header sorts ascending (numbers included), the next descending.
    sortDescFirst: false,
  });

  const rows = table.getRowModel().rows;
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const selectedIds = enableRowSelection ? table.getSelectedRowIds() : [];

  return (
    <div className={cn('text-sm', className)}>
      <DataTableToolbar
        table={table}
        toolbar={toolbar}
        enableColumnVisibility={enableColumnVisibility}
      />

      <DataTableSelectionBar
        selectedIds={selectedIds}
        onClear={() => table.resetRowSelection(true)}
        renderSelectionActions={renderSelectionActions}
        className={selectionBarClassName}
      />

      <div className="overflow-x-auto rounded-soft border border-rule bg-paper">
        <table className="w-full border-collapse text-left" aria-busy={isLoading || undefined}>
          <caption className="sr-only">{label}</caption>
          <thead className="bg-ivory">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-rule">
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      className={cn(
                        'h-10 px-3 text-xs font-semibold tracking-wide whitespace-nowrap text-stone uppercase',
                        meta?.align === 'end' && 'text-right',
                        meta?.className,
                      )}
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          onClick={(event) => {
                            header.column.getToggleSortingHandler()?.(event);
                            // A new order starts again from its first page.
                            if (table.state.pagination.pageIndex !== 0) table.setPageIndex(0);
                          }}
                          className={cn(
                            '-mx-1 inline-flex min-h-10 items-center gap-1 rounded-soft px-1 uppercase hover:text-ink',
                            meta?.align === 'end' && 'flex-row-reverse',
                            sorted && 'text-ink',
                          )}
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp className="size-3.5" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="size-3.5" aria-hidden="true" />
                          ) : (
                            <ChevronsUpDown className="size-3.5 opacity-50" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {isLoading && rows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumnCount} className="px-3 py-8 text-center text-stone">
                  Loading...
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumnCount} className="px-3 py-8 text-center text-stone">
                  {emptyMessage}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr
                  key={row.id}
                  aria-selected={enableRowSelection ? row.getIsSelected() : undefined}
                  className={cn(
                    'border-b border-rule last:border-b-0 hover:bg-ivory/60',
                    row.getIsSelected() && 'bg-gold-soft/30',
                    isLoading && 'opacity-60',
                  )}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <td
                        key={cell.id}
                        className={cn(
                          'px-3 py-2 align-middle',
                          meta?.align === 'end' && 'text-right tabular-nums',
                          meta?.className,
                        )}
                      >
                        <table.FlexRender cell={cell} />
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>

      <DataTablePagination table={table} label={label} pageSizeOptions={pageSizeOptions} />
    </div>
  );
}
