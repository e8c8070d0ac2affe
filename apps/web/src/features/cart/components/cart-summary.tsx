import { appliedOfferValue, automaticOffers } from '@/lib/applied-offers';
import { formatMoney } from '@/lib/format-money';
import type { CartFigures } from './cart-figures';

interface CartSummaryProps {
  figures: CartFigures;
  /** The figures are the browser's estimate while the server's quote loads. */
  isEstimate: boolean;
}

/**
 * The order summary's figures: subtotal, each automatic offer applied (its title and what it
 * gave), the promo code's discount, shipping, total and the GST it holds,
 * one row per rate ("GST included (3%)", "GST included (18%)") as the server quoted them, and
 * what paying online at checkout would save.
 */
export function CartSummary({ figures, isEstimate }: CartSummaryProps) {
  return (
    <>
      <dl className="space-y-3 text-[0.95rem]" aria-busy={isEstimate}>
        <Row label="Subtotal" value={formatMoney(figures.subtotal)} />
        {automaticOffers(figures.offers).map((offer, index) => (
          <Row
            key={`${index}:${offer.title}`}
            label={offer.title}
            value={appliedOfferValue(offer)}
            className="text-success"
          />
        ))}
        {figures.discount > 0 ? (
          <Row
            label={figures.promoCode ? `Discount (${figures.promoCode})` : 'Discount'}
            value={`−${formatMoney(figures.discount)}`}
            className="text-success"
          />
        ) : null}
        <Row label="Shipping" value={shippingText(figures)} />
        <div className="flex items-baseline justify-between gap-4 border-t border-rule pt-4 text-lg font-medium">
          <dt>Total</dt>
          <dd className="tabular-nums">{formatMoney(figures.total)}</dd>
        </div>
        {figures.gstBreakdown.map((entry) => (
          <Row
            key={entry.ratePercent}
            label={`GST included (${entry.ratePercent}%)`}
            value={formatMoney(entry.gstIncluded)}
            className="text-sm text-stone"
          />
        ))}
      </dl>
      {figures.prepaidSaving > 0 ? (
        <p className="mt-3 text-sm font-medium text-gold-deep">
          Pay online at checkout and save {formatMoney(figures.prepaidSaving)}.
        </p>
      ) : null}
    </>
  );
}

function shippingText(figures: CartFigures): string {
  if (figures.deliveryAvailable === null) return 'Check your pincode';
  if (!figures.deliveryAvailable) return 'Not available';
  return figures.shippingCharge === 0 ? 'Free' : formatMoney(figures.shippingCharge);
}

function Row({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-4 ${className ?? ''}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
