import type { AdminProduct } from '@attar/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useDeletedProducts, useRestoreDeletedProduct } from '@/api/product-admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { adminSection } from '@/features/admin/admin-sections';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { DELETED_PAGE_SIZES, DeletedProductTable } from '../components/deleted-product-table';

const DEFAULT_PAGE_SIZE = DELETED_PAGE_SIZES[0]!;

/** The list's place in the address: `search`, `page` counted from 1, `size`. */
function useDeletedListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const pageNumber = Number(searchParams.get('page'));
  const page = Number.isInteger(pageNumber) && pageNumber >= 1 ? pageNumber - 1 : 0;
  const sizeNumber = Number(searchParams.get('size'));
  const size = DELETED_PAGE_SIZES.includes(sizeNumber) ? sizeNumber : DEFAULT_PAGE_SIZE;

  const setPage = useCallback(
    (next: number, nextSize: number, replace = false) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next > 0) params.set('page', String(next + 1));
          else params.delete('page');
          if (nextSize === DEFAULT_PAGE_SIZE) params.delete('size');
          else params.set('size', String(nextSize));
          return params;
        },
        { replace, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  const setSearch = useCallback(
    (text: string) =>
      setSearchParams(
        (previous) => {
          const params = new URLSearchParams(previous);
          params.delete('page');
          if (text) params.set('search', text);
          else params.delete('search');
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return { search, page, size, setPage, setSearch };
}

/** /admin/deletedproduct: soft-deleted products, each restorable as it was. */
export default function DeletedProductPage() {
  const { search, page, size, setPage, setSearch } = useDeletedListParams();
  const list = useDeletedProducts({ page, size, search: search || undefined });
  const restore = useRestoreDeletedProduct();
  const [restoring, setRestoring] = useState<AdminProduct | null>(null);
  const onRestore = useCallback((product: AdminProduct) => setRestoring(product), []);

  // After the last product of the last page comes back, show the page before it.
  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && totalPages > 0 && page >= totalPages)
      setPage(totalPages - 1, size, true);
  }, [totalPages, page, size, setPage]);

  return (
    <>
      <AdminPageHeader title="Deleted products" summary={adminSection('deletedproduct').summary} />
      {list.isError && !list.data ? (
        <AdminLoadError
          what="The deleted products"
          error={list.error}
          onRetry={() => void list.refetch()}
          className="mb-4"
        />
      ) : null}
      <DeletedProductTable
        products={list.data?.content ?? []}
        total={list.data?.totalElements ?? 0}
        page={page}
        size={size}
        onPageChange={setPage}
        onRestore={onRestore}
        isLoading={list.isFetching}
        toolbar={
          <AdminSearchField
            label="Search deleted products"
            placeholder="Name or SKU"
            className="sm:w-72"
            search={search}
            onSearch={setSearch}
          />
        }
        emptyMessage={
          search
            ? `No deleted product matches "${search}".`
            : 'No deleted products. Nothing to restore.'
        }
      />
      {restoring ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setRestoring(null)}
          title={`Restore ${restoring.name}?`}
          description="It goes back into the store as it was when deleted: price, images, stock and all."
          confirmLabel="Restore"
          pendingLabel="Restoring..."
          onConfirm={async () => {
            try {
              await restore.mutateAsync(restoring.id);
            } catch (error) {
              toast.error('Could not restore the product', {
                description: errorMessage(error, 'Please try again.'),
              });
              throw error;
            }
            toast.success('Product restored', { description: restoring.name });
          }}
        />
      ) : null}
    </>
  );
}
