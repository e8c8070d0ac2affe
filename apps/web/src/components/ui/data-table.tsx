import {
  type ColumnDef,
  type ColumnVisibilityState,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type TableState,
  columnVisibilityFeature,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import {
  ArrowDown,
  ArrowUp,
  ChevronFirst,
  ChevronLast,
  ChevronLeft,
  ChevronRight,
  ChevronsUpDown,
  Columns3,
} from 'lucide-react';
import { type ComponentProps, type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from './dropdown-menu';

export interface DataTableColumnMeta {
  /** The column's name in the "Columns" menu when its header is not plain text. */
  label?: string;
  /** Right-align figures (prices, counts) so their digits line up. */
  align?: 'start' | 'end';
  /** Extra classes for this column's header and cells (a width, say). */
  className?: string;
}

const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each column keeps its own value type
export type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** Typed column builders for a DataTable of `TData` rows: accessor(), display(), columns(). */
export function createDataTableColumns<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

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

  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const pageCount = Math.max(1, table.getPageCount());
  const rows = table.getRowModel().rows;
  const visibleColumnCount = table.getVisibleLeafColumns().length;
  const selectedIds = enableRowSelection ? table.getSelectedRowIds() : [];
  const hideableColumns = table
    .getAllLeafColumns()
    .filter((column) => column.getCanHide() && column.id !== SELECT_COLUMN_ID);
  const firstShown = total === 0 ? 0 : pageIndex * pageSize + 1;
  const lastShown = Math.min(total, (pageIndex + 1) * pageSize);
  const pageSizeId = useId();

  return (
    <div className={cn('text-sm', className)}>
      {toolbar || (enableColumnVisibility && hideableColumns.length > 0) ? (
        <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
          <div className="flex flex-wrap items-end gap-2">{toolbar}</div>
          {enableColumnVisibility && hideableColumns.length > 0 ? (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button variant="outline" className="px-3">
                  <Columns3 className="size-4" aria-hidden="true" />
                  Columns
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuLabel>Show columns</DropdownMenuLabel>
                {hideableColumns.map((column) => (
                  <DropdownMenuCheckboxItem
                    key={column.id}
                    checked={column.getIsVisible()}
                    onCheckedChange={(checked) => column.toggleVisibility(checked)}
                    onSelect={(event) => event.preventDefault()}
                  >
                    {columnLabel(column.columnDef, column.id)}
                  </DropdownMenuCheckboxItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          ) : null}
        </div>
      ) : null}

      {selectedIds.length > 0 ? (
        <div
          className="mb-3 flex flex-wrap items-center gap-3 rounded-soft border border-rule bg-ivory-deep px-3 py-1.5"
          role="status"
        >
          <span className="font-medium">{selectedIds.length} selected</span>
          {renderSelectionActions?.(selectedIds, () => table.resetRowSelection(true))}
          <Button
            variant="ghost"
            className="ml-auto px-3"
            onClick={() => table.resetRowSelection(true)}
          >
            Clear selection
          </Button>
        </div>
      ) : null}

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
    </div>
  );
}

const SELECT_COLUMN_ID = 'select';

function columnLabel<TData extends RowData>(
  columnDef: DataTableColumnDef<TData>,
  id: string,
): string {
  if (columnDef.meta?.label) return columnDef.meta.label;
  return typeof columnDef.header === 'string' ? columnDef.header : id;
}

/** A checkbox that can show "some selected" (indeterminate), which has no HTML attribute. */
function Checkbox({
  indeterminate = false,
  ...props
}: ComponentProps<'input'> & { indeterminate?: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input ref={ref} type="checkbox" className="size-4 cursor-pointer accent-ink" {...props} />
  );
}

function selectionColumn<TData extends RowData>(
  getRowLabel?: (row: TData) => string,
): DataTableColumnDef<TData> {
  return createDataTableColumns<TData>().display({
    id: SELECT_COLUMN_ID,
    enableSorting: false,
    enableHiding: false,
    meta: { className: 'w-10' },
    header: ({ table }) => (
      <Checkbox
        aria-label="Select all rows on this page"
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Select ${getRowLabel ? getRowLabel(row.original) : `row ${row.index + 1}`}`}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  });
}
