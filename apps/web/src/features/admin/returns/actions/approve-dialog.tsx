import type { ReturnRequest } from '@attar/contracts';
import { NoteField } from './note-field';
import { DecisionDialog } from './decision-dialog';
import { useDecisionForm } from './use-decision-form';

/** What approving does, said before it is done. */
function approvalEffect(request: ReturnRequest): string {
  if (request.type === 'EXCHANGE') {
    const replacement = request.exchangeProductData;
    const what = replacement
      ? `${replacement.name}${request.exchangeSize ? ` in size ${request.exchangeSize}` : ''}`
      : 'the replacement';
    return `Approving takes stock for ${what} and creates a no-charge exchange order for it. The customer sends the item back.`;
  }
  return 'The customer is told the return is approved and sends the item back. The refund is paid once it is received.';
}

/** REQUESTED -> APPROVED, with an optional note for the timeline (internal unless ticked). */
export function ApproveDialog({ request }: { request: ReturnRequest }) {
  const form = useDecisionForm(request.id, () => ({
    note: '',
    noteVisibleToCustomer: false as boolean,
  }));
  return (
    <DecisionDialog
      label="Approve"
      variant="primary"
      title={`Approve request #${request.id}?`}
      description={approvalEffect(request)}
      submitLabel="Approve"
      pendingLabel="Approving..."
      open={form.open}
      onOpenChange={form.setOpen}
      pending={form.pending}
      error={form.errors.message}
      onSubmit={() =>
        void form.submit(
          {
            action: 'approve',
            body: {
              note: form.values.note.trim() || null,
              noteVisibleToCustomer: form.values.noteVisibleToCustomer,
            },
          },
          'Request approved',
        )
      }
    >
      <NoteField
        value={form.values.note}
        onChange={(note) => form.setValue('note', note)}
        error={form.errors.fields.note}
        visibility={{
          shown: form.values.noteVisibleToCustomer,
          onShownChange: (shown) => form.setValue('noteVisibleToCustomer', shown),
        }}
      />
    </DecisionDialog>
  );
}
