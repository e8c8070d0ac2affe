import { deliveryEstimateLabel, type Quote } from '@attar/contracts';
import { Truck } from 'lucide-react';
import { useEffect } from 'react';
import { rememberPincode } from '@/lib/remembered-pincode';

interface DeliveryDateNoteProps {
  /** The chosen shipping address's pincode, null before one is chosen. */
  pincode: string | null;
  /** The checkout's quote, which carries the delivery dates of the pincode it was asked for. */
  quote: Quote | undefined;
}

/**
 * "Delivered by" the date the quote promises for the chosen address's pincode, under the order
 * summary on every step (docs/product.md, "Checkout"). The chosen address's pincode is remembered
 * in the browser, so the next product page and the cart answer for it.
 */
export function DeliveryDateNote({ pincode, quote }: DeliveryDateNoteProps) {
  useEffect(() => {
    if (pincode) rememberPincode(pincode);
  }, [pincode]);
  const delivery = quote?.delivery;
  // A quote of the address chosen before (kept while the new one loads) does not answer.
  const estimate =
    pincode !== null && delivery?.pincode === pincode && delivery.available
      ? delivery.estimatedDelivery
      : null;
  return (
    <div role="status">
      {estimate ? (
        <p className="mt-4 flex gap-3 rounded-card border border-rule bg-paper p-4 text-sm">
          <Truck className="mt-0.5 size-4 shrink-0 text-gold-deep" aria-hidden="true" />
          <span>
            <span className="block font-medium text-ink">{deliveryEstimateLabel(estimate)}</span>
            <span className="block text-stone">To pincode {pincode}</span>
          </span>
        </p>
      ) : null}
    </div>
  );
}
