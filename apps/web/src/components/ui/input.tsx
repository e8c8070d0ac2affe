import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'block min-h-11 w-full rounded-soft border border-field bg-paper px-3.5 text-base text-ink',
        'placeholder:text-stone transition-colors duration-200',
        'hover:border-ink/70 focus-visible:border-gold-deep',
        'aria-invalid:border-danger disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
