import { RETURN_EVENT_LABELS, type ReturnEvent } from '@attar/contracts';
import { EVENT_ACTOR_LABELS, formatDateTime } from '../return-labels';
import { DetailSection } from './detail-section';

/** What happened to the request, oldest first, with who did it and which notes are internal. */
export function ReturnTimeline({ events }: { events: ReturnEvent[] }) {
  return (
    <DetailSection title="Timeline">
      {events.length === 0 ? (
        <p className="text-stone">Nothing recorded yet.</p>
      ) : (
        <ol className="grid gap-3 border-l border-rule pl-4">
          {events.map((event, index) => (
            <li key={`${event.type}-${event.at}-${index}`} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-gold-deep"
              />
              <p className="font-medium">{RETURN_EVENT_LABELS[event.type]}</p>
              <p className="text-xs text-stone">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> ·{' '}
                {EVENT_ACTOR_LABELS[event.byRole]}
              </p>
              {event.note ? (
                <>
                  <p className="mt-1 whitespace-pre-line">{event.note}</p>
                  {event.noteVisibleToCustomer === false ? (
                    <p className="mt-0.5 text-xs text-stone">
                      Internal note: the customer does not see it.
                    </p>
                  ) : null}
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </DetailSection>
  );
}
