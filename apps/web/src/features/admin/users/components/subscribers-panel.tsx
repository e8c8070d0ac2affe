import type { Subscriber } from '@attar/contracts';
import { useSubscribers } from '@/api/subscribers';
import { createDataTableColumns } from '@/components/ui/data-table';
import { AdminListTable } from '@/features/admin/components/admin-list-table';
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

  return (
    <AdminListTable
      list={list}
      page={page}
      size={size}
      onPageChange={setPage}
      what="The subscribers"
      label="Newsletter subscribers"
      columns={COLUMNS}
      getRowId={(subscriber) => String(subscriber.id)}
      pageSizeOptions={LIST_PAGE_SIZES}
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
      filtered={Boolean(search)}
      filteredMessage={`No subscriber matches "${search}".`}
      emptyMessage="No one has subscribed to the newsletter yet."
    />
  );
}
