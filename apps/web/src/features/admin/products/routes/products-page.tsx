import type { AdminProduct } from '@attar/contracts';
import { useCallback, useState } from 'react';
import { useAdminProducts } from '@/api/product-admin';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { adminSection } from '@/features/admin/admin-sections';
import { DeleteProductDialog } from '../components/delete-product-dialog';
import { ProductFilters } from '../components/product-filters';
import { ProductTable } from '../components/product-table';
import { ProductsHeaderActions } from '../components/products-header-actions';
import { useProductListParams } from '../use-product-list-params';

/** /admin/products: the catalogue in a table with filters; a product opens on a page of its own. */
export default function ProductsPage() {
  const { params, setFilters, setPage } = useProductListParams();
  const list = useAdminProducts(params);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const onDelete = useCallback((product: AdminProduct) => setDeleting(product), []);
  const filtered = Boolean(
    params.search || params.category || params.stock || params.featured !== undefined,
  );

  return (
    <>
      <AdminPageHeader
        title="Products"
        summary={adminSection('products').summary}
        actions={<ProductsHeaderActions />}
      />
      <ProductTable
        list={list}
        page={params.page}
        size={params.size}
        sort={params.sort}
        onPageChange={setPage}
        onSortChange={(sort) => setFilters({ sort: sort ?? null })}
        onDelete={onDelete}
        toolbar={<ProductFilters params={params} onChange={setFilters} />}
        what="The products"
        filtered={filtered}
        filteredMessage="No product matches these filters."
        emptyMessage="No products yet. Add the first one."
      />
      {deleting ? (
        <DeleteProductDialog
          key={deleting.id}
          product={deleting}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </>
  );
}
