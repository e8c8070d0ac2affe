import type { Subscriber } from '@attar/contracts';
import type { PaginationState } from '@tanstack/react-table';
import { useEffect } from 'react';
import { useSubscribers } from '@/api/subscribers';
import { createDataTableColumns, DataTable } from '@/components/ui/data-table';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { formatDate } from '@/lib/format-date';
import { LIST_PAGE_SIZES, useListParams } from '../use-list-params';
import { SubscriberExportButton } from './subscriber-export-button';

const column = createDataTableColumns<Subscriber>();

// Module scope: the table rebuilds its rows whenever its columns change identity.
const COLUMNS = column.columns([
  column.accessor('email', {
    header: 'Email',
    enableHiding: false,
    enableSorting: false,
    cell: ({ getValue }) => <span className="break-all">{getValue()}</span>,
  }),
  column.accessor('subscribedAt', {
    header: 'Subscribed since',
    enableSorting: false,
    meta: { className: 'whitespace-nowrap' },
    cell: ({ getValue }) => formatDate(getValue()),
  }),
  column.accessor('account', {
    header: 'Account',
    enableSorting: false,
    meta: { className: 'relative' },
    cell: ({ row }) => {
      const { account, email } = row.original;
      if (!account) return <span className="text-stone">No account</span>;
      return (
        <div className="min-w-40">
          <p className="font-medium">{account.fullName || '—'}</p>
          {account.email !== email ? (
            <p className="text-xs break-all text-stone">{account.email}</p>
          ) : (
            <p className="text-xs text-stone">
              #{account.id}
              <span className="sr-only"> (same email)</span>
            </p>
          )}
        </div>
      );
    },
  }),
]);

/** The "Subscribers" tab: current newsletter subscribers, searchable, exported as CSV. */
export function SubscribersPanel() {
  const { search, page, size, setSearch, setPage } = useListParams('subscribers-');
  const list = useSubscribers({ page, size, search: search || undefined });
  const pagination: PaginationState = { pageIndex: page, pageSize: size };

  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page >= totalPages)
      setPage(totalPages - 1, size, true);
  }, [totalPages, page, size, setPage]);

  return (
    <>
      {list.isError && !list.data ? (
        <AdminLoadError
          what="The subscribers"
          error={list.error}
          onRetry={() => void list.refetch()}
          className="mb-4"
        />
      ) : null}
      <DataTable
        label="Newsletter subscribers"
        columns={COLUMNS}
        data={list.data?.content ?? []}
        getRowId={(subscriber) => String(subscriber.id)}
        rowCount={list.data?.totalElements ?? 0}
        pagination={pagination}
        onPaginationChange={(updater) => {
          const next = typeof updater === 'function' ? updater(pagination) : updater;
          setPage(next.pageIndex, next.pageSize);
        }}
        pageSizeOptions={LIST_PAGE_SIZES}
        isLoading={list.isFetching}
        toolbar={
          <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <AdminSearchField
              label="Search subscribers"
              placeholder="Email or account name"
              className="sm:w-80"
              search={search}
              onSearch={setSearch}
            />
            <SubscriberExportButton search={search} />
          </div>
        }
        emptyMessage={
          search
            ? `No subscriber matches "${search}".`
            : 'No one has subscribed to the newsletter yet.'
        }
      />
    </>
  );
}
