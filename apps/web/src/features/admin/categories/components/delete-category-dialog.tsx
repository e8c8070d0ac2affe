import type { AdminCategory } from '@attar/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { useDeleteCategory } from '@/api/categories';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';

const products = (count: number) => (count === 1 ? '1 product' : `${count} products`);

interface DeleteCategoryDialogProps {
  category: AdminCategory;
  onClose: () => void;
}

/**
 * "Delete this category?", saying what goes with it: its products in the trash are removed for
 * good. While live products use it the server refuses (409 CATEGORY_IN_USE), and its words show here.
 */
export function DeleteCategoryDialog({ category, onClose }: DeleteCategoryDialogProps) {
  const remove = useDeleteCategory();
  const [problem, setProblem] = useState<string | null>(null);
  const trashed = category.deletedProductCount;

  const confirm = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync(category.id);
    } catch (error) {
      const message = errorMessage(error, 'Please try again.');
      setProblem(message);
      toast.error('Could not delete the category', { description: message });
      throw error;
    }
    toast.success('Category deleted', { description: category.name });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete "${category.name}"?`}
      description={
        <>
          <span className="block">
            It leaves the store&apos;s category list and filters. This cannot be undone.
          </span>
          {trashed > 0 ? (
            <span className="mt-2 block font-medium text-ink">
              Its {products(trashed)} in the trash (deleted products) will be removed for good with
              it.
            </span>
          ) : null}
          {problem ? (
            <span role="alert" className="mt-2 block font-medium text-danger">
              {problem}
            </span>
          ) : null}
        </>
      }
      confirmLabel="Delete category"
      pendingLabel="Deleting..."
      destructive
      onConfirm={confirm}
    />
  );
}
