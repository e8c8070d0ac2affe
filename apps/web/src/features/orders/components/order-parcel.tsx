import { SHIPMENT_STATUS_LABELS, type Shipment, type ShipmentStatus } from '@attar/contracts';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatIndiaMoment } from '@/lib/format-date';

const STATUS_TONES: Partial<Record<ShipmentStatus, BadgeTone>> = {
  DELIVERED: 'success',
  // The shopper may have to answer: see DeliveryIssue.
  DELIVERY_FAILED: 'yellow',
  RTO_INITIATED: 'destructive',
  RTO_DELIVERED: 'destructive',
  CANCELLED: 'muted',
};

/** Updates shown before "Show all": a courier may report twenty steps for one parcel. */
const FIRST_UPDATES = 5;

/** The parcel's status in the shopper's words, coloured to back the word up. */
export function ShipmentStatusBadge({ status }: { status: ShipmentStatus }) {
  return <Badge tone={STATUS_TONES[status] ?? 'gold'}>{SHIPMENT_STATUS_LABELS[status]}</Badge>;
}

/**
 * The courier's tracking page, when it is a web address: the URL comes from the courier (or is
 * typed by staff), so anything else (a `javascript:` address, say) is never made a link.
 */
function webAddressOf(trackingUrl: string | null): string | null {
  if (!trackingUrl) return null;
  try {
    const url = new URL(trackingUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The order's parcel once it is booked with a courier: who carries it, its AWB with a link to
 * the courier's own tracking page, where it is, and the courier's updates, newest first.
 */
export function OrderParcel({ shipment }: { shipment: Shipment }) {
  const [showAll, setShowAll] = useState(false);
  const trackingUrl = webAddressOf(shipment.trackingUrl);
  const updates = [...shipment.events].reverse();
  const shown = showAll ? updates : updates.slice(0, FIRST_UPDATES);

  return (
    <Card aria-labelledby="parcel-title">
      <h2 id="parcel-title" className="mb-4 text-2xl">
        Parcel
      </h2>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-4 gap-y-2 text-sm">
        <dt className="text-stone">Courier</dt>
        <dd className="text-ink">{shipment.courierName}</dd>
        <dt className="text-stone">AWB</dt>
        <dd className="text-ink tabular-nums [overflow-wrap:anywhere]">{shipment.awb}</dd>
        <dt className="text-stone">Status</dt>
        <dd>
          <ShipmentStatusBadge status={shipment.status} />
        </dd>
      </dl>
      {trackingUrl ? (
        <a
          href={trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-gold-deep underline underline-offset-4"
        >
          Track on {shipment.courierName}&apos;s site{' '}
          <span className="sr-only">(opens in a new tab)</span>
          <ExternalLink className="size-3.5" aria-hidden="true" />
        </a>
      ) : null}

      <h3 id="parcel-updates-title" className="mt-6 mb-4 text-xl">
        Courier updates
      </h3>
      {updates.length === 0 ? (
        <p className="text-sm text-stone">No news from the courier yet.</p>
      ) : (
        <>
          <ol
            aria-labelledby="parcel-updates-title"
            className="relative space-y-5 before:absolute before:top-2 before:bottom-2 before:left-[4.5px] before:w-px before:bg-rule"
          >
            {shown.map((update, index) => (
              <li key={`${update.status}-${update.at}-${index}`} className="relative pl-6">
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-1.5 left-0 size-2.5 rounded-full',
                    index === 0 ? 'bg-gold-deep ring-4 ring-gold-soft' : 'bg-field',
                  )}
                />
                <p className={cn('font-medium', index === 0 ? 'text-ink' : 'text-ink/80')}>
                  {SHIPMENT_STATUS_LABELS[update.status]}
                </p>
                {update.description ? (
                  <p className="text-sm [overflow-wrap:anywhere] text-ink/80">
                    {update.description}
                  </p>
                ) : null}
                <p className="text-sm text-stone">
                  <time dateTime={update.at}>{formatIndiaMoment(update.at)}</time>
                  {update.location ? ` · ${update.location}` : null}
                </p>
              </li>
            ))}
          </ol>
          {updates.length > FIRST_UPDATES ? (
            <Button
              variant="link"
              className="mt-3"
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
            >
              {showAll ? 'Show the latest updates only' : `Show all ${updates.length} updates`}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}
