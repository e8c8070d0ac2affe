import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { parseRupees } from '../product-facets';

interface PriceRangeFilterProps {
  /** The bounds applied now, in whole rupees. */
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}

/**
 * The price paid, from and to, in whole rupees. Applied on "Apply" (or Enter), not on every key,
 * so that typing 2500 does not fetch 2, 25 and 250 on the way.
 */
export function PriceRangeFilter({ min, max, onApply }: PriceRangeFilterProps) {
  const labelId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const raw = String(data.get(name) ?? '').trim();
      return raw === ''
        ? { value: null, ok: true }
        : { value: parseRupees(raw), ok: parseRupees(raw) !== null };
    };
    const from = read('minPrice');
    const to = read('maxPrice');
    if (!from.ok || !to.ok) {
      setError('Enter whole rupees, such as 2500.');
      return;
    }
    if (from.value !== null && to.value !== null && from.value > to.value) {
      setError('The lowest price must not be above the highest.');
      return;
    }
    setError(null);
    onApply(from.value, to.value);
  };

  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
      <p id={labelId} className="w-24 shrink-0 pt-3 text-eyebrow font-medium text-stone uppercase">
        Price
      </p>
      <form
        aria-labelledby={labelId}
        onSubmit={submit}
        // The fields start from the URL again whenever it changes (back, Clear filters).
        key={`${min ?? ''}-${max ?? ''}`}
        className="flex flex-col gap-2"
        noValidate
      >
        <div className="flex flex-wrap items-center gap-2">
          <PriceField
            name="minPrice"
            label="Lowest price in rupees"
            placeholder="Min"
            value={min}
            errorId={error ? errorId : undefined}
          />
          <span aria-hidden="true" className="text-stone">
            to
          </span>
          <PriceField
            name="maxPrice"
            label="Highest price in rupees"
            placeholder="Max"
            value={max}
            errorId={error ? errorId : undefined}
          />
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}

function PriceField({
  name,
  label,
  placeholder,
  value,
  errorId,
}: {
  name: string;
  label: string;
  placeholder: string;
  value: number | null;
  errorId: string | undefined;
}) {
  const id = useId();
  return (
    <div className="relative w-28">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-stone"
      >
        ₹
      </span>
      <Input
        id={id}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        defaultValue={value ?? ''}
        maxLength={9}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="pl-7"
      />
    </div>
  );
}
