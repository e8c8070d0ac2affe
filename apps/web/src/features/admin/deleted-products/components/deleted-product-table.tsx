import { type AdminProduct, mediaUrl } from '@attar/contracts';
import { ArchiveRestore, History, ImageOff } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { createDataTableColumns } from '@/components/ui/data-table';
import { type AdminListProps, AdminListTable } from '@/features/admin/components/admin-list-table';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { adminProductHistoryPath, adminProductPath } from '@/lib/paths';

export const DELETED_PAGE_SIZES = [10, 20, 50, 100];

/** Columns a phone leaves out; the name cell says the SKU and the day instead. */
const WIDE_ONLY = 'max-sm:hidden';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

interface DeletedProductTableProps extends AdminListProps<AdminProduct> {
  onRestore: (product: AdminProduct) => void;
}

const column = createDataTableColumns<AdminProduct>();

/** Deleted products, most recently deleted first, a page at a time from the server. */
export function DeletedProductTable({ onRestore, ...list }: DeletedProductTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: 'Name',
          enableSorting: false,
          enableHiding: false,
          cell: ({ row }) => <ProductName product={row.original} />,
        }),
        column.accessor('sku', {
          header: 'SKU',
          enableSorting: false,
          meta: { className: `${WIDE_ONLY} whitespace-nowrap font-mono text-xs` },
        }),
        column.accessor('categoryName', {
          header: 'Category',
          enableSorting: false,
          meta: { className: `${WIDE_ONLY} whitespace-nowrap` },
        }),
        column.accessor('price', {
          header: 'Price',
          enableSorting: false,
          meta: { align: 'end', className: `${WIDE_ONLY} whitespace-nowrap` },
          cell: ({ getValue }) => formatMoney(getValue()),
        }),
        column.accessor('deletedAt', {
          header: 'Deleted',
          enableSorting: false,
          meta: { className: `${WIDE_ONLY} whitespace-nowrap` },
          cell: ({ getValue }) => {
            const value = getValue();
            if (!value) return null;
            const date = new Date(value);
            return (
              <time dateTime={value}>
                {formatDate(date)}
                <span className="block text-xs text-stone">{timeFormat.format(date)}</span>
              </time>
            );
          },
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          enableHiding: false,
          // `relative` keeps the hidden header text inside the table's scroll box on phones.
          meta: { align: 'end', className: 'relative w-px whitespace-nowrap' },
          cell: ({ row }) => (
            <div className="-my-1 flex justify-end gap-1">
              <Button variant="ghost" size="icon" className="max-sm:hidden" asChild>
                <Link
                  to={adminProductHistoryPath(row.original.id)}
                  aria-label={`History of ${row.original.name}`}
                  title="History"
                >
                  <History className="size-4" aria-hidden="true" />
                </Link>
              </Button>
              <Button
                variant="outline"
                className="px-3"
                aria-label={`Restore ${row.original.name}`}
                onClick={() => onRestore(row.original)}
              >
                <ArchiveRestore className="size-4" aria-hidden="true" />
                Restore
              </Button>
            </div>
          ),
        }),
      ]),
    [onRestore],
  );

  return (
    <AdminListTable
      {...list}
      label="Deleted products"
      columns={columns}
      getRowId={(product) => String(product.id)}
      pageSizeOptions={DELETED_PAGE_SIZES}
      enableColumnVisibility={false}
    />
  );
}

function ProductName({ product }: { product: AdminProduct }) {
  const primary = product.images.find((image) => image.isPrimary) ?? product.images[0];
  const src = primary ? mediaUrl(primary.publicId, 'thumb') : product.imageUrl;
  return (
    <div className="flex min-w-40 items-center gap-3">
      <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-soft border border-rule bg-ivory-deep grayscale">
        {src ? (
          <img
            src={src}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <ImageOff className="size-4 text-stone" aria-hidden="true" />
        )}
      </div>
      <div className="min-w-0">
        <Link
          to={adminProductPath(product.id)}
          className="font-medium underline-offset-4 hover:underline"
        >
          {product.name}
        </Link>
        <p className="text-xs text-stone sm:hidden">
          {product.sku}
          {product.deletedAt ? ` · deleted ${formatDate(product.deletedAt)}` : ''}
        </p>
      </div>
    </div>
  );
}
