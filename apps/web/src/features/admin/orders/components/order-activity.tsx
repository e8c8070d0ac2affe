import { ORDER_NOTE_MAX_LENGTH, type AdminOrder } from '@attar/contracts';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { useAddOrderNote } from '@/api/admin-orders';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useCan } from '@/lib/staff-access';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { DetailSection } from '@/features/admin/returns/components/detail-section';
import { formatDateTime, ORDER_STATUS_LABELS } from '../order-labels';

type ActivityEntry =
  | { kind: 'status'; key: string; at: string; title: string; by: string }
  | { kind: 'document'; key: string; at: string; title: string; by: string }
  | { kind: 'note'; key: string; at: string; body: string; by: string };

const ROLE_LABELS = { CUSTOMER: 'Customer', ADMIN: 'Admin', SYSTEM: 'System' } as const;

/**
 * Status changes, credit notes issued and internal notes in one list, oldest first (at a tie a
 * change, then a document, then a note).
 */
export function orderActivity(
  order: Pick<AdminOrder, 'timeline' | 'notes' | 'creditNotes'>,
): ActivityEntry[] {
  const statuses: ActivityEntry[] = order.timeline.map((entry, index) => ({
    kind: 'status',
    key: `status-${index}`,
    at: entry.at,
    title: ORDER_STATUS_LABELS[entry.status],
    by: entry.byName
      ? `${entry.byName} (${ROLE_LABELS[entry.byRole].toLowerCase()})`
      : ROLE_LABELS[entry.byRole],
  }));
  const notes: ActivityEntry[] = order.notes.map((note) => ({
    kind: 'note',
    key: `note-${note.id}`,
    at: note.at,
    body: note.body,
    by: note.byName ?? note.byEmail ?? 'A former admin',
  }));
  const documents: ActivityEntry[] = order.creditNotes.map((creditNote) => ({
    kind: 'document',
    key: `credit-note-${creditNote.id}`,
    at: creditNote.issuedAt,
    title: `Credit note ${creditNote.creditNoteNumber} issued`,
    by: `${formatMoney(creditNote.amount)} taken back for a return`,
  }));
  const rank = { status: 0, document: 1, note: 2 } as const;
  return [...statuses, ...documents, ...notes].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at) || rank[a.kind] - rank[b.kind],
  );
}

/** The order's timeline with who and when, merged with the admins' internal notes. */
export function OrderActivity({ order }: { order: AdminOrder }) {
  const entries = orderActivity(order);
  const managesOrders = useCan('orders.manage');
  return (
    <DetailSection title="Timeline and notes">
      <ol className="grid gap-3 border-l border-rule pl-4">
        {entries.map((entry) => (
          <li key={entry.key} className="relative">
            <span
              aria-hidden="true"
              className={
                entry.kind !== 'note'
                  ? 'absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-gold-deep'
                  : 'absolute top-1.5 -left-[1.3rem] size-2 rounded-full border border-stone bg-paper'
              }
            />
            <p className="font-medium">{entry.kind === 'note' ? 'Internal note' : entry.title}</p>
            <p className="text-xs text-stone">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.by}
            </p>
            {entry.kind === 'note' ? (
              <p className="mt-1 rounded-soft bg-ivory-deep px-3 py-2 break-words whitespace-pre-line">
                {entry.body}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {managesOrders ? <AddNoteForm orderId={order.id} /> : null}
    </DetailSection>
  );
}

/** "Add note": kept in the order's timeline for admins; the customer never sees it. */
function AddNoteForm({ orderId }: { orderId: number }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const addNote = useAddOrderNote(orderId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) {
      setError('Write the note.');
      return;
    }
    setError(undefined);
    try {
      await addNote.mutateAsync(body);
      setBody('');
      toast.success('Note added');
    } catch (failure) {
      setError(errorMessage(failure, 'The note was not saved. Please try again.'));
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-5 grid gap-2 border-t border-rule pt-4"
      noValidate
    >
      <Field
        id={id}
        label="Add note"
        error={error}
        hint="Internal: admins see it, the customer does not."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={ORDER_NOTE_MAX_LENGTH}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </Field>
      <div>
        <Button type="submit" variant="outline" disabled={addNote.isPending}>
          {addNote.isPending ? 'Adding...' : 'Add note'}
        </Button>
      </div>
    </form>
  );
}
