import { RETURN_MESSAGES, type ReturnRequest } from '@attar/contracts';
import { NoteField } from './note-field';
import { DecisionDialog } from './decision-dialog';
import { useDecisionForm } from './use-decision-form';

/** REQUESTED -> REJECTED, with the reason the customer reads. */
export function RejectDialog({ request }: { request: ReturnRequest }) {
  const form = useDecisionForm(request.id, () => ({ reason: '' }));
  return (
    <DecisionDialog
      label="Reject"
      variant="outline"
      title={`Reject request #${request.id}?`}
      description="The customer sees the reason you give here."
      submitLabel="Reject"
      pendingLabel="Rejecting..."
      destructive
      open={form.open}
      onOpenChange={form.setOpen}
      pending={form.pending}
      error={form.errors.message}
      onSubmit={() => {
        const reason = form.values.reason.trim();
        void form.submit({ action: 'reject', body: { reason } }, 'Request rejected', {
          reason: reason ? undefined : RETURN_MESSAGES.rejectReasonRequired,
        });
      }}
    >
      <NoteField
        label="Reason for the customer"
        hint="Required. At most 500 characters."
        required
        value={form.values.reason}
        onChange={(reason) => form.setValue('reason', reason)}
        error={form.errors.fields.reason}
      />
    </DecisionDialog>
  );
}
