import { STAFF_ROLE_LABELS, type AdminUser, type StaffRole } from '@attar/contracts';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useChangeStaffRole } from '@/api/admin-users';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { StaffRoleField } from './staff-role-field';

interface StaffRoleDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/**
 * "Change role" of a staff account (owners only): it holds from the person's next request. The
 * server's refusals (the last owner, one's own role) show here.
 */
export function StaffRoleDialog({ user, onClose }: StaffRoleDialogProps) {
  const formId = useId();
  const change = useChangeStaffRole();
  const [role, setRole] = useState<StaffRole>(user.staffRole ?? 'MANAGER');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = change.isPending;
  const name = user.fullName || user.email;

  const save = async () => {
    setProblem(null);
    try {
      await change.mutateAsync({ userId: user.id, staffRole: role });
      toast.success('Role changed', {
        description: `${name} is now ${STAFF_ROLE_LABELS[role].title}.`,
      });
      onClose();
    } catch (error) {
      const message = errorMessage(error, 'Please try again.');
      setProblem(message);
      toast.error('Could not change the role', { description: message });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        title={`Change ${name}'s role`}
        description="What they may do in the admin, from their next step there."
        onInteractOutside={(event) => busy && event.preventDefault()}
        footer={
          <>
            <Button variant="ghost" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} disabled={busy || role === user.staffRole}>
              {busy ? 'Saving...' : 'Save role'}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {problem ? (
            <p role="alert" className="mb-3 text-sm font-medium text-danger">
              {problem}
            </p>
          ) : null}
          <StaffRoleField id={`${formId}-role`} value={role} onChange={setRole} disabled={busy} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
