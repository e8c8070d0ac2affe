import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

interface NoteFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /**
   * An admin's note on approve, receive or complete: whether the customer's timeline shows it
   * (internal unless ticked). Left out for a note the customer always reads (a rejection reason).
   */
  visibility?: { shown: boolean; onShownChange: (shown: boolean) => void };
}

const INTERNAL_HINT = 'Kept in the request’s timeline for admins only.';
const SHOWN_HINT = 'Kept in the request’s timeline; the customer sees it in theirs.';

/** A decision's free text (the note in the timeline, or the reason the customer reads). */
export function NoteField({
  label = 'Note (optional)',
  value,
  onChange,
  error,
  hint,
  required,
  visibility,
}: NoteFieldProps) {
  const id = useId();
  const shownHint = visibility?.shown ? SHOWN_HINT : INTERNAL_HINT;
  return (
    <div className="flex flex-col gap-2">
      <Field id={id} label={label} error={error} hint={hint ?? shownHint}>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={500}
            required={required}
            aria-required={required || undefined}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </Field>
      {visibility ? (
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="size-5 shrink-0 accent-gold-deep"
            checked={visibility.shown}
            onChange={(event) => visibility.onShownChange(event.target.checked)}
          />
          Show this note to the customer
        </label>
      ) : null}
    </div>
  );
}
