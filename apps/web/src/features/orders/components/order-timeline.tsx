import { ORDER_STATUS_PATH, type Order } from '@attar/contracts';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatIndiaMoment } from '@/lib/format-date';
import {
  FINAL_ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  UNDELIVERED_END_STATUSES,
} from '../order-status';

/**
 * The order's way so far, dated in India's time: every status it reached, then the steps still
 * ahead (none once it is delivered, cancelled or returned undelivered).
 */
export function OrderTimeline({ order }: { order: Order }) {
  const reached = order.timeline;
  const reachedStatuses = new Set(reached.map((entry) => entry.status));
  const isOver = FINAL_ORDER_STATUSES.includes(order.status);
  const lastIndex = ORDER_STATUS_PATH.indexOf(order.status);
  const ahead = isOver
    ? []
    : ORDER_STATUS_PATH.slice(lastIndex + 1).filter((status) => !reachedStatuses.has(status));

  return (
    <ol className="space-y-0" aria-label="Order timeline">
      {reached.map((entry, index) => (
        <li key={`${entry.status}-${entry.at}`} className="relative flex gap-4 pb-6 last:pb-0">
          <span
            aria-hidden="true"
            className={cn(
              'z-10 flex size-7 shrink-0 items-center justify-center rounded-full text-ivory',
              UNDELIVERED_END_STATUSES.includes(entry.status) ? 'bg-danger' : 'bg-gold-deep',
            )}
          >
            <Check className="size-3.5" />
          </span>
          {index < reached.length - 1 || ahead.length > 0 ? (
            <span
              aria-hidden="true"
              className="absolute top-7 left-3.5 h-full w-px -translate-x-1/2 bg-rule"
            />
          ) : null}
          <div>
            <p className="font-medium text-ink">{ORDER_STATUS_LABELS[entry.status]}</p>
            <p className="text-sm text-stone">
              <time dateTime={entry.at}>{formatIndiaMoment(entry.at)}</time>
            </p>
          </div>
        </li>
      ))}
      {ahead.map((status, index) => (
        <li key={status} className="relative flex gap-4 pb-6 last:pb-0">
          <span
            aria-hidden="true"
            className="z-10 size-7 shrink-0 rounded-full border border-field bg-paper"
          />
          {index < ahead.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-7 left-3.5 h-full w-px -translate-x-1/2 bg-rule"
            />
          ) : null}
          <div>
            <p className="text-stone">{ORDER_STATUS_LABELS[status]}</p>
            <p className="text-sm text-stone">Not yet</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
