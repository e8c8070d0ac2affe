import {
  CourierError,
  type BookedParcel,
  type BookedParcelDocument,
  type Courier,
  type CourierEvent,
  type ParcelOrder,
  type ParcelSender,
} from './courier.js';
import { drawManifest, drawParcelLabels } from './parcel-documents-pdf.js';

/**
 * The embedded default (docs/decisions/0061): the store's own courier accounts. The admin types
 * the courier and AWB the courier gave, the store draws the label and manifest itself, and
 * statuses are set by hand, so there is nothing to track and no webhook.
 */
export class SelfShipCourier implements Courier {
  readonly provider = 'self' as const;

  book(
    _parcel: ParcelOrder,
    manual?: { courierName: string; awb: string; trackingUrl: string | null },
  ): Promise<BookedParcel> {
    if (!manual) {
      return Promise.reject(
        new CourierError(
          'COURIER_REFUSED',
          'A self-shipped parcel needs the courier and AWB typed in.',
        ),
      );
    }
    return Promise.resolve({
      providerOrderId: null,
      providerShipmentId: null,
      awb: manual.awb,
      courierName: manual.courierName,
      trackingUrl: manual.trackingUrl,
      pickupScheduledAt: null,
    });
  }

  labels(parcels: BookedParcelDocument[], sender: ParcelSender): Promise<Buffer> {
    return drawParcelLabels(parcels, sender);
  }

  manifest(parcels: BookedParcelDocument[], sender: ParcelSender): Promise<Buffer> {
    return drawManifest(parcels, sender);
  }

  track(_awb: string): Promise<CourierEvent[]> {
    return Promise.resolve([]);
  }

  /** The admin calls their courier; the store has no one to ask. */
  reattempt(_awb: string, _request: { phone: string | null; comment: string }): Promise<void> {
    return Promise.resolve();
  }

  readWebhook(
    _headers: Record<string, string | string[] | undefined>,
    _body: Buffer,
  ): CourierEvent[] {
    throw new CourierError('COURIER_REFUSED', 'Self-shipped parcels have no courier webhook.');
  }
}
