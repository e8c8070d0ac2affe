import type { PaginationState, RowData } from '@tanstack/react-table';
import { type ReactNode, useEffect } from 'react';
import { DataTable, type DataTableProps } from '@/components/ui/data-table';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminLoadError } from './admin-load-error';

/** One page of a list as the API answers it. */
export interface ListPageResult<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
}

/** What the table reads of a list's query (TanStack Query's result has all of it). */
export interface AdminListQuery<T> {
  data: ListPageResult<T> | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * When the page asked for is past the last one, moves to the last. It happens when the last
 * row of the last page goes (deleted, restored, out of a narrower filter) or an old link names
 * a page that no longer exists; an empty list has no last page and stays where it is.
 */
export function useLastPageClamp(
  totalPages: number | undefined,
  page: number,
  moveTo: (lastPage: number) => void,
) {
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page >= totalPages) moveTo(totalPages - 1);
  }, [totalPages, page, moveTo]);
}

type TableOwnProps =
  'data' | 'rowCount' | 'pagination' | 'onPaginationChange' | 'isLoading' | 'emptyMessage';

/** What a screen gives its list: the query, where the list is, and what to say about it. */
export interface AdminListProps<T extends RowData> extends Omit<
  DataTableProps<T>,
  TableOwnProps | 'label' | 'columns' | 'getRowId' | 'pageSizeOptions'
> {
  list: AdminListQuery<T>;
  /** Counted from 0, as the API does. */
  page: number;
  size: number;
  /** `replace` when the move is the table's own correction, not the admin's. */
  onPageChange: (page: number, size: number, replace?: boolean) => void;
  /** Names the list in the load error: "The orders could not be loaded". */
  what: string;
  /**
   * Read to assistive technology while grey rows stand where the first page will be. Without
   * it, the first load shows the table's own "Loading..." row.
   */
  loadingLabel?: string;
  loadingRowCount?: number;
  /** Whether a search or filter narrows the list, which picks `filteredMessage` when it is empty. */
  filtered?: boolean;
  emptyMessage: ReactNode;
  filteredMessage?: ReactNode;
  /** Shown between the load error and the table, such as the server's refusal of a change. */
  notice?: ReactNode;
}

export interface AdminListTableProps<T extends RowData> extends AdminListProps<T> {
  label: string;
  columns: DataTableProps<T>['columns'];
  getRowId: (row: T) => string;
  pageSizeOptions: number[];
}

const NO_ROWS: never[] = [];

/**
 * An admin list a page at a time from the server: the load error with its retry above the
 * table, grey rows on the first load, the empty state (with or without filters), the pager and
 * the move back to the last page when the page asked for is past it.
 */
export function AdminListTable<T extends RowData>({
  list,
  page,
  size,
  onPageChange,
  what,
  loadingLabel,
  loadingRowCount = 5,
  filtered = false,
  emptyMessage,
  filteredMessage = emptyMessage,
  notice,
  ...table
}: AdminListTableProps<T>) {
  const failed = list.isError && !list.data;
  useLastPageClamp(list.data?.totalPages, page, (last) => onPageChange(last, size, true));
  const pagination: PaginationState = { pageIndex: page, pageSize: size };

  // With grey rows for the first load, the table shows itself busy only while a later page (or
  // filter) loads over the rows already there.
  const greyRows = loadingLabel !== undefined;
  const empty =
    greyRows && list.isPending ? (
      <LoadingRows label={loadingLabel} count={loadingRowCount} />
    ) : greyRows && failed ? (
      'Nothing to show.'
    ) : filtered ? (
      filteredMessage
    ) : (
      emptyMessage
    );

  return (
    <>
      {failed ? (
        <AdminLoadError
          what={what}
          error={list.error}
          onRetry={() => void list.refetch()}
          className="mb-4"
        />
      ) : null}
      {notice}
      <DataTable
        {...table}
        data={list.data?.content ?? NO_ROWS}
        rowCount={list.data?.totalElements ?? 0}
        pagination={pagination}
        onPaginationChange={(updater) => {
          const next = typeof updater === 'function' ? updater(pagination) : updater;
          onPageChange(next.pageIndex, next.pageSize);
        }}
        isLoading={greyRows ? list.isFetching && !list.isPending : list.isFetching}
        emptyMessage={empty}
      />
    </>
  );
}

/** The first load: grey bars where the rows will be. */
function LoadingRows({ label, count }: { label: string; count: number }) {
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
    </div>
  );
}
