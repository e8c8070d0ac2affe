import type { AdminUser } from '@attar/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { useDeleteUser } from '@/api/admin-users';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { deleteAccountEffects } from '../user-labels';

interface DeleteUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

const orders = (count: number) => (count === 1 ? '1 order' : `${count} orders`);

/**
 * "Delete this account?", saying exactly what happens: the personal data is erased, the orders
 * are kept (decision 0015). The server's refusal (yourself, the last admin) shows here.
 */
export function DeleteUserDialog({ user, onClose }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  const [problem, setProblem] = useState<string | null>(null);
  const name = user.fullName || user.email;

  const confirm = async () => {
    setProblem(null);
    try {
      await remove.mutateAsync(user.id);
    } catch (error) {
      const message = errorMessage(error, 'Please try again.');
      setProblem(message);
      toast.error('Could not delete the account', { description: message });
      throw error;
    }
    toast.success('Account deleted and personal data erased', { description: name });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${name}'s account?`}
      description={
        <>
          <span className="block">
            {user.email}
            {user.orderCount > 0 ? ` has ${orders(user.orderCount)}.` : ' has no orders.'}
          </span>
          {/* Spans, not a list: the description is a paragraph. */}
          {deleteAccountEffects(user.role).map((effect) => (
            <span key={effect} className="mt-2 block border-l-2 border-rule pl-3">
              {effect}
            </span>
          ))}
          <span className="mt-2 block font-medium text-ink">This cannot be undone.</span>
          {problem ? (
            <span role="alert" className="mt-2 block font-medium text-danger">
              {problem}
            </span>
          ) : null}
        </>
      }
      confirmLabel="Delete and erase"
      pendingLabel="Deleting..."
      destructive
      onConfirm={confirm}
    />
  );
}
