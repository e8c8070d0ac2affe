import type { ChangeEvent, ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

interface DigitsInputProps extends Omit<ComponentProps<'input'>, 'prefix'> {
  /** Keeps what the field may hold (digits only, a length); applied to every change and paste. */
  filter: (value: string) => string;
  /** A fixed part shown before the field, such as the country code "+91". */
  prefix?: string;
}

/**
 * A numeric field (mobile number, one-time code) that drops anything but what `filter` keeps,
 * with the numeric keypad on phones. Works with react-hook-form's register() as with state.
 */
export function DigitsInput({ filter, prefix, onChange, className, ...props }: DigitsInputProps) {
  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const kept = filter(event.target.value);
    if (kept !== event.target.value) event.target.value = kept;
    onChange?.(event);
  }
  const input = (
    <Input
      type="text"
      inputMode="numeric"
      {...props}
      onChange={handleChange}
      className={prefix ? 'min-w-0 flex-1 border-0 focus-visible:outline-none' : className}
    />
  );
  if (!prefix) return input;
  return (
    <div
      className={cn(
        'flex min-h-11 w-full items-stretch overflow-hidden rounded-soft border border-field bg-paper',
        'transition-colors duration-200 hover:border-ink/70',
        'has-[:focus-visible]:border-gold-deep has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-deep',
        'has-[[aria-invalid=true]]:border-danger has-[:disabled]:opacity-60',
        className,
      )}
    >
      <span
        className="flex items-center border-r border-rule bg-ivory-deep px-3 text-base text-stone"
        aria-hidden="true"
      >
        {prefix}
      </span>
      {input}
    </div>
  );
}
