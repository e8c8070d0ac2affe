import type { ActivityLogEntry } from '@attar/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { EMPTY_VALUE, fieldLabel, formatChangeValue } from '../activity-labels';

/**
 * An entry's changed fields: a count that opens, in place, each field with its value before
 * and after. The button says whether it is open (aria-expanded) and which panel it controls.
 */
export function ActivityChanges({ entry }: { entry: ActivityLogEntry }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <span className="text-stone">No fields</span>;
  const count = fields.length === 1 ? '1 field' : `${fields.length} fields`;

  return (
    <div className="min-w-64">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-soft px-1 text-left underline-offset-4 hover:underline"
      >
        <ChevronDown
          className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
        {open ? 'Hide' : 'Show'} {count} <span className="sr-only">of entry {entry.id}</span>
      </button>
      {open ? (
        <table id={panelId} className="mt-1 mb-2 w-full border-collapse text-xs">
          <caption className="sr-only">Changes of entry {entry.id}</caption>
          <thead>
            <tr className="border-b border-rule text-left text-stone">
              <th scope="col" className="py-1 pr-3 font-medium">
                Field
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Before
              </th>
              <th scope="col" className="py-1 font-medium">
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map(([field, change]) => (
              <tr key={field} className="border-b border-rule/60 align-top last:border-b-0">
                <th scope="row" className="py-1 pr-3 text-left font-medium whitespace-nowrap">
                  {fieldLabel(field)}
                </th>
                <ChangeValue value={change.before} />
                <ChangeValue value={change.after} />
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

function ChangeValue({ value }: { value: unknown }) {
  const text = formatChangeValue(value);
  return (
    <td className="relative max-w-72 py-1 pr-3 break-words whitespace-pre-wrap">
      {text === EMPTY_VALUE ? (
        <>
          <span aria-hidden="true" className="text-stone">
            {EMPTY_VALUE}
          </span>
          <span className="sr-only">empty</span>
        </>
      ) : (
        text
      )}
    </td>
  );
}
