import { type AdminCategory, mediaUrl } from '@attar/contracts';
import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { createDataTableColumns } from '@/components/ui/data-table';
import { type AdminListProps, AdminListTable } from '@/features/admin/components/admin-list-table';
import { formatDate } from '@/lib/format-date';
import { PRODUCT_TYPE_LABELS } from '../product-type-labels';
import { CATEGORY_PAGE_SIZES } from '../use-category-list-params';

interface CategoryTableProps extends AdminListProps<AdminCategory> {
  onEdit: (category: AdminCategory) => void;
  onDelete: (category: AdminCategory) => void;
}

const column = createDataTableColumns<AdminCategory>();

/** The categories, a page at a time from the server: picture and name, type, products, date, actions. */
export function CategoryTable({ onEdit, onDelete, ...list }: CategoryTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', {
          header: 'Name',
          enableSorting: false,
          enableHiding: false,
          cell: ({ row }) => <CategoryName category={row.original} />,
        }),
        column.accessor('productType', {
          header: 'Type',
          enableSorting: false,
          // On phones the type and the counts sit under the name instead, so the actions stay in view.
          meta: { className: 'hidden sm:table-cell' },
          cell: ({ getValue }) => <Badge>{PRODUCT_TYPE_LABELS[getValue()]}</Badge>,
        }),
        column.accessor('productCount', {
          header: 'Products',
          enableSorting: false,
          meta: { align: 'end', label: 'Products', className: 'hidden sm:table-cell' },
          cell: ({ row }) => (
            <>
              {row.original.productCount}
              {row.original.deletedProductCount > 0 ? (
                <span className="block text-xs text-stone">
                  +{row.original.deletedProductCount} in trash
                </span>
              ) : null}
            </>
          ),
        }),
        column.accessor('createdAt', {
          header: 'Created',
          enableSorting: false,
          meta: { className: 'hidden whitespace-nowrap sm:table-cell' },
          cell: ({ getValue }) => formatDate(getValue()),
        }),
        column.display({
          id: 'actions',
          header: 'Actions',
          enableHiding: false,
          meta: { align: 'end', className: 'w-px whitespace-nowrap' },
          cell: ({ row }) => (
            <div className="-my-1 flex justify-end gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${row.original.name}`}
                title="Edit"
                onClick={() => onEdit(row.original)}
              >
                <Pencil className="size-4" aria-hidden="true" />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${row.original.name}`}
                title="Delete"
                className="text-danger hover:bg-danger/10"
                onClick={() => onDelete(row.original)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </div>
          ),
        }),
      ]),
    [onEdit, onDelete],
  );

  return (
    <AdminListTable
      {...list}
      label="Categories"
      columns={columns}
      getRowId={(category) => String(category.id)}
      pageSizeOptions={CATEGORY_PAGE_SIZES}
    />
  );
}

const productsLabel = (count: number) => (count === 1 ? '1 product' : `${count} products`);

function CategoryName({ category }: { category: AdminCategory }) {
  const src = category.imagePublicId
    ? mediaUrl(category.imagePublicId, 'thumb')
    : category.imageUrl;
  return (
    <div className="flex min-w-40 items-center gap-3 sm:min-w-52">
      <div className="flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-soft border border-rule bg-ivory-deep">
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
        <p className="font-medium">{category.name}</p>
        <p className="text-xs text-stone">
          {category.slug}
          <span className="sm:hidden">
            {' · '}
            {PRODUCT_TYPE_LABELS[category.productType]} · {productsLabel(category.productCount)}
            {category.deletedProductCount > 0
              ? ` (+${category.deletedProductCount} in trash)`
              : null}
          </span>
        </p>
      </div>
    </div>
  );
}
