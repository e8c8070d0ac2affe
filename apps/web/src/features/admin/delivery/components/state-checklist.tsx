import type { LocationState } from '@attar/contracts';
import { FieldError } from '@/components/ui/label';
import { cn } from '@/lib/cn';

interface StateChecklistProps {
  id: string;
  /** The states and union territories, as the address form reads them (GET /api/location/user). */
  states: LocationState[] | undefined;
  loading: boolean;
  /** The state ids ticked. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * The states of a zone as a list of checkboxes: 36 states and union territories fit a short
 * scrolling box, and a tick is easier on a phone than a multi-select. Kept in the list's order
 * of ticking, which is the order the server is sent (and names in its errors).
 */
export function StateChecklist({
  id,
  states,
  loading,
  value,
  onChange,
  error,
  disabled,
}: StateChecklistProps) {
  const errorId = `${id}-error`;
  const toggle = (stateId: string, checked: boolean) =>
    onChange(checked ? [...value, stateId] : value.filter((entry) => entry !== stateId));
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink">
        States{value.length > 0 ? ` (${value.length} chosen)` : ''}
      </legend>
      {loading ? (
        <p role="status" className="text-sm text-stone">
          Loading the states...
        </p>
      ) : !states ? (
        <p role="alert" className="text-sm text-danger">
          The states could not be loaded. Close the form and open it again.
        </p>
      ) : (
        <div
          className={cn(
            'grid max-h-56 gap-x-4 overflow-y-auto rounded-soft border border-field px-3 py-1 sm:grid-cols-2',
            error && 'border-danger',
          )}
        >
          {states.map((state) => (
            <label
              key={state.stateId}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 text-sm"
            >
              <input
                type="checkbox"
                className="size-4 accent-ink"
                checked={value.includes(state.stateId)}
                disabled={disabled}
                onChange={(event) => toggle(state.stateId, event.target.checked)}
              />
              {state.stateName}
            </label>
          ))}
        </div>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
