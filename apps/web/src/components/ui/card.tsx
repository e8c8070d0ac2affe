import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A quiet panel on the ivory ground: paper, a thin rule, generous padding. */
export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <section
      className={cn('rounded-card border border-rule bg-paper p-5 sm:p-7', className)}
      {...props}
    />
  );
}

/** A card's heading in the display face, with an optional line under it. */
export function CardHeader({
  title,
  description,
  id,
}: {
  title: string;
  description?: string;
  id?: string;
}) {
  return (
    <div className="mb-5">
      <h2 id={id} className="text-2xl sm:text-[1.7rem]">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-stone">{description}</p> : null}
    </div>
  );
}
