import type { AdminProduct } from '@attar/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useAdminProducts } from '@/api/product-admin';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
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

  // After the last product of the last page goes, show the page before it.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && params.page >= totalPages)
      setPage(totalPages - 1, params.size, true);
  }, [totalPages, params.page, params.size, setPage]);

  return (
    <>
      <AdminPageHeader
        title="Products"
        summary={adminSection('products').summary}
        actions={<ProductsHeaderActions />}
      />
      {list.isError && !list.data ? (
        <AdminLoadError
          what="The products"
          error={list.error}
          onRetry={() => void list.refetch()}
          className="mb-4"
        />
      ) : null}
      <ProductTable
        products={list.data?.content ?? []}
        total={list.data?.totalElements ?? 0}
        page={params.page}
        size={params.size}
        sort={params.sort}
        onPageChange={setPage}
        onSortChange={(sort) => setFilters({ sort: sort ?? null })}
        onDelete={onDelete}
        isLoading={list.isFetching}
        toolbar={<ProductFilters params={params} onChange={setFilters} />}
        emptyMessage={
          filtered ? 'No product matches these filters.' : 'No products yet. Add the first one.'
        }
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
