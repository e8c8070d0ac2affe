import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { NOT_AVAILABLE } from '../return-labels';

interface DetailSectionProps {
  title: string;
  className?: string;
  children: ReactNode;
}

/** One titled panel of a request's page, named by its heading for assistive technology. */
export function DetailSection({ title, className, children }: DetailSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('min-w-0 rounded-card border border-rule bg-paper p-4 sm:p-5', className)}
    >
      <h2 id={id} className="font-sans text-base font-semibold tracking-tight">
        {title}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}

/** Label and value pairs, two columns wide from small screens up. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]">{children}</dl>;
}

/** One pair; an empty value reads "N/A". */
export function Detail({ label, children }: { label: string; children?: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className="grid gap-0.5 sm:col-span-2 sm:grid-cols-subgrid">
      <dt className="text-stone">{label}</dt>
      <dd className="min-w-0 break-words">{empty ? NOT_AVAILABLE : children}</dd>
    </div>
  );
}
