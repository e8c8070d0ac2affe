import type { AdminProduct } from '@attar/contracts';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useDeletedProducts, useRestoreDeletedProduct } from '@/api/product-admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AdminSearchField } from '@/features/admin/components/admin-search-field';
import { adminSection } from '@/features/admin/admin-sections';
import { useUrlSearchListParams } from '@/features/admin/components/use-url-list-params';
import { DELETED_PAGE_SIZES, DeletedProductTable } from '../components/deleted-product-table';

/** /admin/deletedproduct: soft-deleted products, each restorable as it was. */
export default function DeletedProductPage() {
  // The list's place in the address: `search`, `page` counted from 1, `size`.
  const { search, page, size, setPage, setSearch } = useUrlSearchListParams(DELETED_PAGE_SIZES);
  const list = useDeletedProducts({ page, size, search: search || undefined });
  const restore = useRestoreDeletedProduct();
  const [restoring, setRestoring] = useState<AdminProduct | null>(null);
  const onRestore = useCallback((product: AdminProduct) => setRestoring(product), []);

  return (
    <>
      <AdminPageHeader title="Deleted products" summary={adminSection('deletedproduct').summary} />
      <DeletedProductTable
        list={list}
        page={page}
        size={size}
        onPageChange={setPage}
        onRestore={onRestore}
        toolbar={
          <AdminSearchField
            label="Search deleted products"
            placeholder="Name or SKU"
            className="sm:w-72"
            search={search}
            onSearch={setSearch}
          />
        }
        what="The deleted products"
        filtered={Boolean(search)}
        filteredMessage={`No deleted product matches "${search}".`}
        emptyMessage="No deleted products. Nothing to restore."
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
