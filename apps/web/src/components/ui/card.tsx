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

/** How a card's heading is set: the storefront's display face, or the back office's sans. */
const HEADING_STYLES = {
  display: 'text-2xl sm:text-[1.7rem]',
  admin: 'font-sans text-lg font-semibold',
} as const;

/** A card's heading (in the display face unless set otherwise), with an optional line under it. */
export function CardHeader({
  title,
  description,
  id,
  headingStyle = 'display',
}: {
  title: string;
  description?: string;
  id?: string;
  headingStyle?: keyof typeof HEADING_STYLES;
}) {
  return (
    <div className="mb-5">
      <h2 id={id} className={HEADING_STYLES[headingStyle]}>
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-stone">{description}</p> : null}
    </div>
  );
}
