import {
  type ColumnDef,
  type RowData,
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
} from '@tanstack/react-table';
import { type ComponentProps, useEffect, useRef } from 'react';

export interface DataTableColumnMeta {
  /** The column's name in the "Columns" menu when its header is not plain text. */
  label?: string;
  /** Right-align figures (prices, counts) so their digits line up. */
  align?: 'start' | 'end';
  /** Extra classes for this column's header and cells (a width, say). */
  className?: string;
}

/** What the DataTable's TanStack table can do: sorting, paging, row selection, hiding columns. */
export const dataTableFeatures = tableFeatures({
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

export const SELECT_COLUMN_ID = 'select';

/** A column's name in the "Columns" menu: its meta label, its plain-text header, or its id. */
export function columnLabel<TData extends RowData>(
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

/** The checkbox column the DataTable puts first when rows can be selected. */
export function selectionColumn<TData extends RowData>(
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
