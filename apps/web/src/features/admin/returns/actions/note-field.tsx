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
}

/** A decision's free text (the note in the timeline, or the reason the customer reads). */
export function NoteField({
  label = 'Note (optional)',
  value,
  onChange,
  error,
  hint = 'Kept in the request’s timeline.',
  required,
}: NoteFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error} hint={hint}>
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
  );
}
