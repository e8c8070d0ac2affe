import type { AdminProduct } from '@attar/contracts';
import { toast } from 'sonner';
import { useDeleteProduct } from '@/api/product-admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';

interface DeleteProductDialogProps {
  product: Pick<AdminProduct, 'id' | 'name' | 'sku'>;
  onClose: () => void;
  /** After the product is gone (an edit page leaves for the list). */
  onDeleted?: () => void;
}

/** "Delete this product?": a soft delete, undone from Deleted products. */
export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${product.name}?`}
      description={`It leaves the store at once (SKU ${product.sku}). Past orders, reviews and wishlists keep showing it, and it can be restored from Deleted products.`}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      onConfirm={async () => {
        try {
          await remove.mutateAsync(product.id);
        } catch (error) {
          toast.error('Could not delete the product', {
            description: errorMessage(error, 'Please try again.'),
          });
          throw error;
        }
        toast.success('Product deleted', { description: product.name });
        onDeleted?.();
      }}
    />
  );
}
