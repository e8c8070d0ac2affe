import type { Quote } from '@attar/contracts';
import { FigureRow } from '@/components/ui/figure-row';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { appliedOfferValue, automaticOffers } from '@/lib/applied-offers';
import { formatMoney } from '@/lib/format-money';

interface OrderSummaryProps {
  quote: Quote | undefined;
  isError: boolean;
  onRetry: () => void;
  /** Whether the shipping charge is known yet (it needs the pincode). */
  hasPincode: boolean;
}

/**
 * The server's figures: subtotal, each automatic offer applied, the promo code's discount, the
 * online payment discount, shipping, gift wrap, COD fee and total. GST is not shown at checkout.
 */
export function OrderSummary({ quote, isError, onRetry, hasPincode }: OrderSummaryProps) {
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-card border border-rule bg-paper p-5 sm:p-6"
    >
      <h2 id="order-summary-title" className="text-2xl">
        Order Summary
      </h2>
      {quote ? (
        <>
          <ul className="mt-4 space-y-2 border-b border-rule pb-4 text-sm">
            {quote.lines.map((line) => (
              <li key={line.variantId} className="flex justify-between gap-3">
                <span className="min-w-0 text-stone">
                  {line.name}
                  {line.size ? ` (${line.size})` : ''}{' '}
                  <span className="whitespace-nowrap">× {line.quantity}</span>
                </span>
                <span className="text-ink">{formatMoney(line.lineTotal)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 space-y-2 text-sm">
            <FigureRow label="Subtotal" value={formatMoney(quote.subtotal)} />
            {automaticOffers(quote.offers).map((offer, index) => (
              <FigureRow
                key={`${index}:${offer.title}`}
                label={offer.title}
                value={appliedOfferValue(offer, '− ')}
              />
            ))}
            {quote.discount > 0 ? (
              <FigureRow
                label={`Discount${quote.promoCode ? ` (${quote.promoCode})` : ''}`}
                value={`− ${formatMoney(quote.discount)}`}
              />
            ) : null}
            {quote.prepaidDiscount > 0 ? (
              <FigureRow
                label="Online payment discount"
                value={`− ${formatMoney(quote.prepaidDiscount)}`}
              />
            ) : null}
            <FigureRow
              label="Shipping"
              value={
                !hasPincode
                  ? 'With your address'
                  : quote.shippingCharge > 0
                    ? formatMoney(quote.shippingCharge)
                    : 'Free'
              }
            />
            {quote.giftWrapCharge > 0 ? (
              <FigureRow label="Gift wrap" value={formatMoney(quote.giftWrapCharge)} />
            ) : null}
            {quote.codFee > 0 ? (
              <FigureRow label="COD fee" value={formatMoney(quote.codFee)} />
            ) : null}
            <div className="flex justify-between gap-3 border-t border-rule pt-3 text-base font-medium text-ink">
              <dt>Total</dt>
              <dd data-testid="order-total">{formatMoney(quote.total)}</dd>
            </div>
          </dl>
        </>
      ) : isError ? (
        <div role="alert" className="mt-4 text-sm">
          <p>Could not work out the totals.</p>
          <Button variant="outline" className="mt-3" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : (
        <div role="status" className="mt-4 space-y-2">
          <span className="sr-only">Working out the totals...</span>
          <Skeleton className="h-5" />
          <Skeleton className="h-5" />
          <Skeleton className="h-6" />
        </div>
      )}
    </section>
  );
}
