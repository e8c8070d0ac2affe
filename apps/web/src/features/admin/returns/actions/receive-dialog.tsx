import { RETURN_MESSAGES, type ReturnRequest } from '@attar/contracts';
import { useId } from 'react';
import { TextField } from '@/components/ui/field';
import { NoteField } from './note-field';
import { DecisionDialog } from './decision-dialog';
import { useDecisionForm } from './use-decision-form';

/** The schema's ceiling, used when the order line (and so its quantity) is gone. */
const MAX_UNITS = 99;

const wholeNumber = (text: string): number | null =>
  /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null;

function receiptProblems(received: number | null, damaged: number | null, ordered: number) {
  return {
    quantityReceived:
      received === null
        ? 'Quantity received must be a whole number.'
        : received < 1
          ? 'At least one unit must be received.'
          : received > ordered
            ? RETURN_MESSAGES.receivedOverOrdered(ordered)
            : undefined,
    quantityDamaged:
      damaged === null
        ? 'Quantity damaged must be a whole number.'
        : received !== null && damaged > received
          ? RETURN_MESSAGES.damagedOverReceived
          : undefined,
  };
}

/** An approved request's item arrived: how many units, how many of them damaged. */
export function ReceiveDialog({ request }: { request: ReturnRequest }) {
  const id = useId();
  const ordered = request.productData?.quantity ?? MAX_UNITS;
  const form = useDecisionForm(request.id, () => ({
    quantityReceived: String(request.productData?.quantity ?? 1),
    quantityDamaged: '0',
    note: '',
    noteVisibleToCustomer: false as boolean,
  }));
  const received = wholeNumber(form.values.quantityReceived);

  return (
    <DecisionDialog
      label="Mark received"
      variant="primary"
      title={`Item of request #${request.id} received`}
      description={`Count what came back to the warehouse. ${
        request.productData ? `The customer returned up to ${ordered}.` : ''
      }`.trim()}
      submitLabel="Mark received"
      pendingLabel="Saving..."
      open={form.open}
      onOpenChange={form.setOpen}
      pending={form.pending}
      error={form.errors.message}
      onSubmit={() => {
        const damaged = wholeNumber(form.values.quantityDamaged);
        void form.submit(
          {
            action: 'receive',
            body: {
              quantityReceived: received ?? 0,
              quantityDamaged: damaged ?? 0,
              note: form.values.note.trim() || null,
              noteVisibleToCustomer: form.values.noteVisibleToCustomer,
            },
          },
          'Item marked received',
          receiptProblems(received, damaged, ordered),
        );
      }}
    >
      <div className="grid gap-4 xs:grid-cols-2">
        <TextField
          id={`${id}-received`}
          label="Quantity received"
          type="number"
          inputMode="numeric"
          min={1}
          max={ordered}
          step={1}
          required
          hint={`1 to ${ordered}.`}
          value={form.values.quantityReceived}
          onChange={(event) => form.setValue('quantityReceived', event.target.value)}
          error={form.errors.fields.quantityReceived}
        />
        <TextField
          id={`${id}-damaged`}
          label="Quantity damaged"
          type="number"
          inputMode="numeric"
          min={0}
          max={received ?? ordered}
          step={1}
          required
          hint={`0 to ${received ?? ordered}.`}
          value={form.values.quantityDamaged}
          onChange={(event) => form.setValue('quantityDamaged', event.target.value)}
          error={form.errors.fields.quantityDamaged}
        />
      </div>
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
