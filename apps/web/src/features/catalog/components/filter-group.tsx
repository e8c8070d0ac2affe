import { useId } from 'react';
import { cn } from '@/lib/cn';

export interface FilterOption {
  /** What goes in the URL; null is the group's "All". */
  value: string | null;
  label: string;
}

interface FilterGroupProps {
  label: string;
  options: readonly FilterOption[];
  /** The option chosen now; null when none is (the "All" chip). */
  selected: string | null;
  onSelect: (value: string | null) => void;
  /** The first chip, which clears this group. */
  allLabel?: string;
}

const chip =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm whitespace-nowrap transition-colors duration-300 ease-soft';

/**
 * One facet as a row of toggle chips. On a phone the row scrolls sideways rather than
 * wrapping into a wall of chips; on wider screens it wraps.
 */
export function FilterGroup({
  label,
  options,
  selected,
  onSelect,
  allLabel = 'All',
}: FilterGroupProps) {
  const labelId = useId();
  const chips: FilterOption[] = [{ value: null, label: allLabel }, ...options];
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
      <p id={labelId} className="w-24 shrink-0 text-eyebrow font-medium text-stone uppercase">
        {label}
      </p>
      <div
        role="group"
        aria-labelledby={labelId}
        className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
      >
        {chips.map((option) => {
          const active = option.value === selected;
          return (
            <button
              key={option.value ?? 'all'}
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(option.value)}
              className={cn(
                chip,
                active
                  ? 'border-ink bg-ink text-ivory'
                  : 'border-rule bg-paper text-ink hover:border-ink/60',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
