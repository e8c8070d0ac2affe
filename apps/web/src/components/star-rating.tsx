import { RATING_MAX } from '@attar/contracts';
import { Star } from 'lucide-react';
import { cn } from '@/lib/cn';

const STAR_SLOTS = Array.from({ length: RATING_MAX }, (_, index) => index);

/** "4.5 out of 5, 12 reviews": what the stars say, for people who cannot see them. */
export function ratingText(average: number, count?: number): string {
  const score = `${formatAverage(average)} out of ${RATING_MAX}`;
  if (count === undefined) return score;
  return `${score}, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** One decimal place, dropped when it is zero ("4", "4.5"). */
export function formatAverage(average: number): string {
  return String(Math.round(average * 10) / 10);
}

interface StarsProps {
  /** 0 to 5; fractions fill a star part-way. */
  value: number;
  className?: string;
}

/**
 * Five stars filled to `value`: a row of outlines with a gold row clipped over it. Decorative:
 * the caller puts the rating into words beside it (see ratingText).
 */
export function Stars({ value, className }: StarsProps) {
  const fill = Math.max(0, Math.min(1, value / RATING_MAX)) * 100;
  return (
    <span className={cn('relative inline-flex shrink-0', className)} aria-hidden="true">
      <span className="flex text-gold-deep/35">
        {STAR_SLOTS.map((slot) => (
          <Star key={slot} className="size-[1em]" strokeWidth={1.5} />
        ))}
      </span>
      <span
        className="absolute inset-y-0 left-0 flex overflow-hidden text-gold-deep"
        style={{ width: `${fill}%` }}
      >
        {STAR_SLOTS.map((slot) => (
          <Star key={slot} className="size-[1em] shrink-0 fill-current" strokeWidth={1.5} />
        ))}
      </span>
    </span>
  );
}

interface RatingSummaryProps {
  average: number | null;
  count: number;
  className?: string;
  /** Show the figures beside the stars ("4.5 (12)"); the compact card form leaves the count short. */
  showAverage?: boolean;
}

/** The stars, the average and the count of a product's reviews; nothing before its first review. */
export function RatingSummary({
  average,
  count,
  className,
  showAverage = true,
}: RatingSummaryProps) {
  if (average === null || count <= 0) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-stone', className)}>
      <Stars value={average} />
      <span aria-hidden="true" className="tabular-nums">
        {showAverage ? `${formatAverage(average)} ` : ''}({count})
      </span>
      <span className="sr-only">{ratingText(average, count)}</span>
    </p>
  );
}
