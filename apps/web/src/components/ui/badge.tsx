import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const TONES = {
  success: 'border-success/30 bg-success/10 text-success',
  muted: 'border-rule bg-ivory-deep text-stone',
  gold: 'border-gold/50 bg-gold-soft/60 text-gold-deep',
  // The return statuses' colours (docs/product.md, "States and transitions", contracts'
  // RETURN_STATUS_TONES); text at AA.
  yellow: 'border-amber-300 bg-amber-50 text-amber-900',
  green: 'border-success/30 bg-success/10 text-success',
  blue: 'border-sky-300 bg-sky-50 text-sky-900',
  destructive: 'border-danger/30 bg-danger/10 text-danger',
} as const;

export type BadgeTone = keyof typeof TONES;

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

/**
 * A small status word beside a value ("Verified"). Colour is never the only signal: the word is.
 */
export function Badge({ tone = 'muted', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

/**
 * Marks the built-in test gateway (no money moves) wherever an order or a payment is shown, so
 * a test payment is never taken for a real one.
 */
export function TestModeBadge({ className }: { className?: string }) {
  return (
    <Badge tone="blue" className={cn('tracking-wide', className)} title="Test mode: no money moves">
      TEST
    </Badge>
  );
}
