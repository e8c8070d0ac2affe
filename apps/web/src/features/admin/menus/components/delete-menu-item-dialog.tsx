import type { MenuItem } from '@attar/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { useDeleteMenuItem } from '@/api/menu-admin';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError, errorMessage } from '@/lib/api-client';
import { itemsLabel } from '../menu-tree';

interface DeleteMenuItemDialogProps {
  item: MenuItem;
  onClose: () => void;
}

/** How many items the server says are under it, from a 409 MENU_HAS_CHILDREN. */
function childCountOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'MENU_HAS_CHILDREN') return null;
  const details = error.body?.details as { childCount?: unknown } | undefined;
  return typeof details?.childCount === 'number' ? details.childCount : null;
}

/**
 * "Delete this menu item?". A parent names how many items go with it and is deleted with
 * `cascade=true`; should the server know of more children than the screen did, it asks again.
 */
export function DeleteMenuItemDialog({ item, onClose }: DeleteMenuItemDialogProps) {
  const remove = useDeleteMenuItem();
  const [childCount, setChildCount] = useState(item.children.length);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync({ id: item.id, cascade: childCount > 0 });
    } catch (error) {
      const counted = childCountOf(error);
      if (counted !== null) setChildCount(counted);
      const message = errorMessage(error, 'Please try again.');
      setProblem(message);
      toast.error('Could not delete the menu item', { description: message });
      throw error;
    }
    toast.success('Menu item deleted', {
      description: childCount > 0 ? `${item.title} and its ${itemsLabel(childCount)}` : item.title,
    });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        childCount > 0
          ? `Delete "${item.title}" and its ${itemsLabel(childCount)}?`
          : `Delete "${item.title}"?`
      }
      description={
        <>
          <span className="block">
            {childCount > 0
              ? `The ${itemsLabel(childCount)} under it in the menu ${childCount === 1 ? 'is' : 'are'} deleted too. This cannot be undone.`
              : 'It leaves the store’s menu bar. This cannot be undone.'}
          </span>
          {problem ? (
            <span role="alert" className="mt-2 block font-medium text-danger">
              {problem}
            </span>
          ) : null}
        </>
      }
      confirmLabel={childCount > 0 ? `Delete all ${childCount + 1}` : 'Delete'}
      pendingLabel="Deleting..."
      destructive
      onConfirm={confirm}
    />
  );
}
