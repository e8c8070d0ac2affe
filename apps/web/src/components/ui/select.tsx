import { ChevronDown } from 'lucide-react';
import type { SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A native select (best on phones) with the store's look. */
export function Select({ className, children, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div className={cn('relative inline-flex', className)}>
      <select
        className="min-h-11 w-full appearance-none rounded-soft border border-field bg-paper py-2 pr-10 pl-3.5 text-sm text-ink hover:border-ink/70"
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-stone"
      />
    </div>
  );
}
