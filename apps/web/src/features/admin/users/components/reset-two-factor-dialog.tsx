import type { AdminUser } from '@attar/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { useResetTwoFactor } from '@/api/admin-users';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';

interface ResetTwoFactorDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/**
 * For a staff member who lost both their phone and their recovery codes: an owner takes their
 * second factor away. The server's refusal (not set up, yourself) shows here.
 */
export function ResetTwoFactorDialog({ user, onClose }: ResetTwoFactorDialogProps) {
  const reset = useResetTwoFactor();
  const [problem, setProblem] = useState<string | null>(null);
  const name = user.fullName || user.email;

  const confirm = async () => {
    setProblem(null);
    try {
      await reset.mutateAsync(user.id);
    } catch (error) {
      const message = errorMessage(error, 'Please try again.');
      setProblem(message);
      toast.error('Could not reset two-factor sign-in', { description: message });
      throw error;
    }
    toast.success('Two-factor sign-in reset', { description: name });
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Reset ${name}'s two-factor sign-in?`}
      description={
        <>
          <span className="block">
            For a staff member who lost both their phone and their recovery codes. Their
            authenticator app and recovery codes stop working, and they are signed out on every
            device.
          </span>
          <span className="mt-2 block">
            They sign in with their password alone and can set up two-factor sign-in again under
            Sign-in security (at once, if the store requires it).
          </span>
          {problem ? (
            <span role="alert" className="mt-2 block font-medium text-danger">
              {problem}
            </span>
          ) : null}
        </>
      }
      confirmLabel="Reset two-factor"
      pendingLabel="Resetting..."
      destructive
      onConfirm={confirm}
    />
  );
}
