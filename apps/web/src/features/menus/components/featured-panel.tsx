import type { MenuItem } from '@attar/contracts';
import { ArrowRight } from 'lucide-react';
import { cn } from '@/lib/cn';

interface FeaturedPanelProps {
  item: MenuItem;
  className?: string;
}

/** The highlighted look of a featured item: its title and description on a champagne ground. */
export function FeaturedPanel({ item, className }: FeaturedPanelProps) {
  return (
    <span
      className={cn(
        'group flex flex-col gap-1 rounded-card border border-gold/50 bg-gold-soft/60 p-4 text-left',
        className,
      )}
    >
      <span className="text-eyebrow font-medium text-gold-deep uppercase">Featured</span>
      <span className="flex items-center gap-2 font-display text-xl text-ink">
        {item.title}
        <ArrowRight
          className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </span>
      {item.description ? (
        <span className="text-sm leading-relaxed text-stone">{item.description}</span>
      ) : null}
    </span>
  );
}
