import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface FormSectionProps {
  title: string;
  /** A line under the title about what the section holds. */
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** One titled part of the product form: a fieldset, so its fields are grouped for screen readers. */
export function FormSection({ title, description, className, children }: FormSectionProps) {
  return (
    <fieldset
      className={cn('min-w-0 rounded-card border border-rule bg-paper p-4 sm:p-5', className)}
    >
      <legend className="sr-only">{title}</legend>
      <h2 aria-hidden="true" className="font-sans text-base font-semibold tracking-tight">
        {title}
      </h2>
      {description ? <p className="mt-0.5 text-sm text-stone">{description}</p> : null}
      <div className="mt-4 grid gap-4">{children}</div>
    </fieldset>
  );
}
