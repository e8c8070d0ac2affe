import type { AdminProduct } from '@attar/contracts';
import { ArchiveRestore, ArrowLeft, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useAdminProduct, useRestoreDeletedProduct } from '@/api/product-admin';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { ApiError, errorMessage } from '@/lib/api-client';
import { AdminPageHeader } from '@/features/admin/components/admin-page-header';
import { AdminLoadError } from '@/features/admin/components/admin-load-error';
import { adminProductPath, adminSectionPath, productPath } from '@/lib/paths';
import { DeleteProductDialog } from '../components/delete-product-dialog';
import { ProductHistory } from '../history/product-history';
import { formatDateTime } from '../history/history-values';
import { PRODUCT_TYPE_LABELS } from '../product-labels';
import { ProductForm } from '../product-form/product-form';

function parseId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /admin/products/new and /admin/products/:id: the product form, and an edited product's history. */
export default function ProductEditPage() {
  const { id: idParam } = useParams();
  const navigate = useNavigate();
  const onSaved = (saved: AdminProduct, created: boolean) => {
    if (created) void navigate(adminProductPath(saved.id), { replace: true });
  };

  if (idParam === undefined || idParam === 'new') {
    return (
      <>
        <BackLink />
        <AdminPageHeader
          title="Add product"
          summary="Images upload as you choose them; the product is saved with Add product."
        />
        <ProductForm onSaved={onSaved} />
      </>
    );
  }
  return <EditProduct id={parseId(idParam)} onSaved={onSaved} />;
}

function EditProduct({
  id,
  onSaved,
}: {
  id: number | null;
  onSaved: (saved: AdminProduct, created: boolean) => void;
}) {
  const query = useAdminProduct(id);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'history' ? 'history' : 'details';
  const [deleting, setDeleting] = useState(false);

  if (id === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <>
        <BackLink />
        <AdminPageHeader title="Product not found" />
        <p className="text-sm text-stone">No product has this id. It may never have existed.</p>
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <BackLink />
        <AdminLoadError
          what="The product"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading product" className="grid gap-4">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }

  const product = query.data;
  const deleted = product.deletedAt !== null;
  return (
    <>
      <BackLink />
      <AdminPageHeader
        title={product.name}
        summary={`${PRODUCT_TYPE_LABELS[product.productType]} · ${product.categoryName} · SKU ${product.sku}`}
        actions={
          deleted ? null : (
            <>
              <Button variant="outline" asChild>
                <Link to={productPath(product.id)} target="_blank" rel="noopener">
                  <ExternalLink className="size-4" aria-hidden="true" />
                  View in store
                </Link>
              </Button>
              <Button
                variant="ghost"
                className="text-danger hover:bg-danger/10"
                onClick={() => setDeleting(true)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Delete
              </Button>
            </>
          )
        }
      />
      {deleted ? <DeletedNotice product={product} /> : null}
      <Tabs
        label="Product"
        value={tab}
        onValueChange={(next) =>
          setSearchParams(next === 'history' ? { tab: 'history' } : {}, { replace: true })
        }
        tabs={[
          {
            value: 'details',
            label: 'Details',
            // Saved or restored values arrive as a new product: the form starts again from them.
            panel: (
              <ProductForm
                key={`${product.id}:${product.updatedAt}`}
                product={product}
                onSaved={onSaved}
              />
            ),
          },
          { value: 'history', label: 'History', panel: <ProductHistory productId={product.id} /> },
        ]}
        className="[&>[role=tablist]]:max-w-sm"
      />
      {deleting ? (
        <DeleteProductDialog
          product={product}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate(adminSectionPath('products'))}
        />
      ) : null}
    </>
  );
}

function BackLink() {
  return (
    <Link
      to={adminSectionPath('products')}
      className="-mt-2 mb-2 inline-flex min-h-11 items-center gap-1.5 text-sm text-stone hover:text-ink"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All products
    </Link>
  );
}

/** A deleted product can still be read and edited here; restoring it puts it back in the store. */
function DeletedNotice({ product }: { product: AdminProduct }) {
  const restore = useRestoreDeletedProduct();
  return (
    <div
      role="note"
      className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-soft border border-danger/30 bg-danger/5 px-4 py-3 text-sm"
    >
      <p>
        <span className="font-medium text-danger">Deleted</span>
        {product.deletedAt ? ` on ${formatDateTime(product.deletedAt)}` : ''}. It is not in the
        store.
      </p>
      <ConfirmDialog
        title={`Restore ${product.name}?`}
        description="It goes back into the store as it was when deleted."
        confirmLabel="Restore"
        pendingLabel="Restoring..."
        onConfirm={async () => {
          try {
            await restore.mutateAsync(product.id);
          } catch (error) {
            toast.error('Could not restore the product', {
              description: errorMessage(error, 'Please try again.'),
            });
            throw error;
          }
          toast.success('Product restored', { description: product.name });
        }}
        trigger={
          <Button variant="outline">
            <ArchiveRestore className="size-4" aria-hidden="true" />
            Restore
          </Button>
        }
      />
    </div>
  );
}
