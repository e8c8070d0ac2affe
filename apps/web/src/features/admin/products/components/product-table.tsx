import type { AdminProduct, AdminProductSort } from '@attar/contracts';
import type { SortingState } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { createDataTableColumns } from '@/components/ui/data-table';
import { type AdminListProps, AdminListTable } from '@/features/admin/components/admin-list-table';
import { Price } from '@/components/ui/price';
import { formatMoney } from '@/lib/format-money';
import { adminProductPath } from '@/lib/paths';
import { PRODUCT_TYPE_LABELS } from '../product-labels';
import { PRODUCT_PAGE_SIZES } from '../use-product-list-params';
import { ProductThumb } from './product-thumb';
import { ProductVariants, totalStockOf, variantCountLabel } from './product-variants';
import { StockBadge } from './stock-badge';

// Cells holding visually hidden text are `relative`: that text is positioned absolutely, and
// without a containing block inside the table's scroll box it would widen the page on phones.

/** The table's sortable columns and the API's order for each direction. */
const SORTS: Record<string, { asc: AdminProductSort; desc: AdminProductSort }> = {
  name: { asc: 'name_asc', desc: 'name_desc' },
  price: { asc: 'price_asc', desc: 'price_desc' },
  stockQuantity: { asc: 'stock_asc', desc: 'stock_desc' },
};

function sortingOf(sort: AdminProductSort | undefined): SortingState {
  for (const [id, { asc, desc }] of Object.entries(SORTS)) {
    if (sort === asc) return [{ id, desc: false }];
    if (sort === desc) return [{ id, desc: true }];
  }
  return [];
}

function sortOf(sorting: SortingState): AdminProductSort | undefined {
  const [first] = sorting;
  const pair = first ? SORTS[first.id] : undefined;
  return pair && first ? (first.desc ? pair.desc : pair.asc) : undefined;
}

interface ProductTableProps extends AdminListProps<AdminProduct> {
  sort: AdminProductSort | undefined;
  /** Undefined: the newest first. */
  onSortChange: (sort: AdminProductSort | undefined) => void;
  onDelete: (product: AdminProduct) => void;
}

const column = createDataTableColumns<AdminProduct>();

/** The catalogue a page at a time from the server, sorted there too. */
export function ProductTable({ sort, onSortChange, onDelete, ...list }: ProductTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'image',
          header: () => <span className="sr-only">Image</span>,
          enableHiding: false,
          meta: { className: 'relative w-16', label: 'Image' },
          cell: ({ row }) => <ProductThumb product={row.original} />,
        }),
        column.accessor('name', {
          header: 'Name',
          enableHiding: false,
          cell: ({ row }) => (
            <div className="min-w-44">
              <Link
                to={adminProductPath(row.original.id)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {row.original.name}
              </Link>
              <p className="text-xs text-stone">{PRODUCT_TYPE_LABELS[row.original.productType]}</p>
              <ProductVariants product={row.original} />
            </div>
          ),
        }),
        column.accessor('sku', {
          header: 'SKU',
          enableSorting: false,
          meta: { className: 'whitespace-nowrap font-mono text-xs' },
        }),
        column.accessor('categoryName', {
          header: 'Category',
          enableSorting: false,
          meta: { className: 'whitespace-nowrap' },
        }),
        column.accessor('price', {
          header: 'Price',
          meta: { align: 'end', className: 'relative whitespace-nowrap' },
          cell: ({ row }) => (
            <>
              <Price
                price={row.original.price}
                salePrice={row.original.salePrice}
                className="justify-end"
              />
              {/* The default's price, and the lowest any variant sells for when another is cheaper. */}
              {row.original.fromPrice < (row.original.salePrice ?? row.original.price) ? (
                <p className="text-xs text-stone">from {formatMoney(row.original.fromPrice)}</p>
              ) : null}
            </>
          ),
        }),
        column.accessor('stockQuantity', {
          header: 'Stock',
          meta: { align: 'end', className: 'whitespace-nowrap', label: 'Stock' },
          // A product of several variants: all of them together, the badge low when one is.
          cell: ({ row, getValue }) =>
            row.original.variants.length > 1 ? (
              <>
                <StockBadge quantity={totalStockOf(row.original)} low={row.original.lowStock} />
                <p className="text-xs text-stone">in {variantCountLabel(row.original)}</p>
              </>
            ) : (
              <StockBadge quantity={getValue()} low={row.original.lowStock} />
            ),
        }),
        column.accessor('isFeatured', {
          header: 'Featured',
          enableSorting: false,
          meta: { className: 'relative' },
          cell: ({ getValue }) =>
            getValue() ? (
              <Badge tone="gold">Featured</Badge>
            ) : (
              <span className="text-stone">
                <span aria-hidden="true">—</span>
                <span className="sr-only">Not featured</span>
              </span>
            ),
        }),
        column.display({
          id: 'actions',
          header: () => <span className="sr-only">Actions</span>,
          enableHiding: false,
          meta: { align: 'end', className: 'relative w-px whitespace-nowrap' },
          cell: ({ row }) => (
            <div className="-my-1 flex justify-end gap-1">
              <Button variant="ghost" size="icon" asChild>
                <Link
                  to={adminProductPath(row.original.id)}
                  aria-label={`Edit ${row.original.name}`}
                  title="Edit"
                >
                  <Pencil className="size-4" aria-hidden="true" />
                </Link>
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
    [onDelete],
  );
  const sorting = sortingOf(sort);

  return (
    <AdminListTable
      {...list}
      label="Products"
      columns={columns}
      getRowId={(product) => String(product.id)}
      sorting={sorting}
      onSortingChange={(updater) =>
        onSortChange(sortOf(typeof updater === 'function' ? updater(sorting) : updater))
      }
      pageSizeOptions={PRODUCT_PAGE_SIZES}
    />
  );
}
