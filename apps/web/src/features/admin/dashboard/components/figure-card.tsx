import type { PeriodFigure } from '@attar/contracts';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface FigureCardProps {
  label: string;
  /** The figure now and over the period before, when it has one. */
  figure: PeriodFigure | number;
  format: (value: number) => string;
  /** The period before, as in "vs yesterday": "yesterday", "the 7 days before". */
  comparedWith?: string;
  /** Where the figure's details are, e.g. /admin/return. */
  href?: string;
}

/** The change from the period before in percent, or null when there was nothing before. */
export function changeInPercent({ current, previous }: PeriodFigure): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Change({
  figure,
  format,
  period,
}: {
  figure: PeriodFigure;
  format: FigureCardProps['format'];
  period: string;
}) {
  const change = changeInPercent(figure);
  const Icon = change === null || change === 0 ? Minus : change > 0 ? ArrowUpRight : ArrowDownRight;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-1 text-xs text-stone">
      <Icon
        aria-hidden="true"
        className={cn(
          'size-3.5',
          change !== null && change > 0 && 'text-success',
          change !== null && change < 0 && 'text-danger',
        )}
      />
      <span>
        {change === null
          ? `${capitalised(period)}: ${format(figure.previous)}`
          : `${change > 0 ? '+' : ''}${change}% vs ${period} (${format(figure.previous)})`}
      </span>
    </p>
  );
}

/** One headline figure of the dashboard, with its change from the period before. */
export function FigureCard({ label, figure, format, comparedWith, href }: FigureCardProps) {
  const current = typeof figure === 'number' ? figure : figure.current;
  const body = (
    <>
      <p className="text-xs font-medium uppercase tracking-wide text-stone">{label}</p>
      <p className="mt-1 text-2xl font-semibold tabular-nums">{format(current)}</p>
      {typeof figure === 'number' ? null : (
        <Change figure={figure} format={format} period={comparedWith ?? 'the period before'} />
      )}
    </>
  );
  const className = 'block rounded-soft border border-rule bg-paper p-4';
  return href ? (
    <Link
      to={href}
      className={cn(
        className,
        'hover:border-gold focus-visible:outline-2 focus-visible:outline-gold',
      )}
    >
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}
