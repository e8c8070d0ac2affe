import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A multi-line text field with the same look as Input; it grows with the user's drag, not sideways. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block min-h-11 w-full resize-y rounded-soft border border-field bg-paper px-3.5 py-2.5 text-base text-ink',
        'placeholder:text-stone transition-colors duration-200',
        'hover:border-ink/70 focus-visible:border-gold-deep',
        'aria-invalid:border-danger disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
