import { RETURN_EVENT_LABELS, type ReturnEvent } from '@attar/contracts';
import { cn } from '@/lib/cn';
import { formatDateTime } from '../return-labels';

/** What has happened to a request so far, oldest first, dated in India's time. */
export function ReturnTimeline({ events, label }: { events: ReturnEvent[]; label: string }) {
  if (events.length === 0) return null;
  return (
    <ol aria-label={label} className="space-y-0">
      {events.map((event, index) => (
        <li
          key={`${event.type}-${event.at}-${index}`}
          className="relative flex gap-3 pb-4 last:pb-0"
        >
          <span
            aria-hidden="true"
            className={cn(
              'z-10 mt-1 size-2.5 shrink-0 rounded-full',
              event.type === 'REJECTED' ? 'bg-danger' : 'bg-gold-deep',
            )}
          />
          {index < events.length - 1 ? (
            <span
              aria-hidden="true"
              className="absolute top-3.5 left-[0.3125rem] h-full w-px -translate-x-1/2 bg-rule"
            />
          ) : null}
          <div className="min-w-0 text-sm">
            <p className="font-medium text-ink">{RETURN_EVENT_LABELS[event.type] ?? event.type}</p>
            <p className="text-stone">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
            {event.note ? <p className="mt-0.5 break-words text-stone">{event.note}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
