import { RATING_MAX, RATING_MIN } from '@attar/contracts';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { FieldError } from '@/components/ui/label';
import { cn } from '@/lib/cn';

const VALUES = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);

interface StarRatingInputProps {
  /** Names the radio group and prefixes its ids. */
  name: string;
  value: number | undefined;
  onChange: (value: number) => void;
  onBlur?: () => void;
  error?: string;
  legend?: string;
}

/**
 * Five stars as a native radio group: arrow keys move between them, each is announced as
 * "3 stars", and the chosen one stays lit. The radios are visually hidden behind their stars.
 */
export function StarRatingInput({
  name,
  value,
  onChange,
  onBlur,
  error,
  legend = 'Your rating',
}: StarRatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="-ml-1.5 flex" onMouseLeave={() => setHovered(null)}>
        {VALUES.map((star) => (
          <label
            key={star}
            onMouseEnter={() => setHovered(star)}
            className={cn(
              'inline-flex size-11 cursor-pointer items-center justify-center rounded-soft',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-gold-deep',
            )}
          >
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              strokeWidth={1.5}
              className={cn('size-7', star <= shown ? 'fill-current text-gold-deep' : 'text-field')}
            />
            <span className="sr-only">
              {star} {star === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
        <span className="ml-2 self-center text-sm text-stone tabular-nums" aria-hidden="true">
          {value ? `${value} of ${RATING_MAX}` : ''}
        </span>
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
