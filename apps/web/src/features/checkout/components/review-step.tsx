import {
  type Address,
  isOnlinePayment,
  type PaymentMethod,
  type Quote,
  TEST_GATEWAY_METHOD,
} from '@attar/contracts';
import { TestModeBadge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format-money';

interface ReviewStepProps {
  address: Address;
  paymentMethod: PaymentMethod | undefined;
  quote: Quote | undefined;
}

/** Step 3: what will be ordered, where it goes and how it is paid, before Place Order. */
export function ReviewStep({ address, paymentMethod, quote }: ReviewStepProps) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="review-items">
        <h3 id="review-items" className="text-xl">
          Items
        </h3>
        <ul className="mt-3 divide-y divide-rule border-y border-rule">
          {quote?.lines.map((line) => (
            <li key={line.variantId} className="flex justify-between gap-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-ink">{line.name}</p>
                <p className="text-stone">
                  {line.size ? `${line.size} · ` : ''}Qty {line.quantity} ×{' '}
                  {formatMoney(line.unitPrice)}
                </p>
                {line.inStock ? null : (
                  <p className="text-danger">Not available in this quantity right now.</p>
                )}
              </div>
              <p className="text-ink">{formatMoney(line.lineTotal)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="review-address">
          <h3 id="review-address" className="text-xl">
            Shipping to
          </h3>
          <address className="mt-2 text-sm leading-relaxed text-stone not-italic">
            <span className="font-medium text-ink">{address.fullName}</span>
            <br />
            {address.addressLine1}
            {address.addressLine2 ? `, ${address.addressLine2}` : ''}
            <br />
            {address.city}, {address.state} {address.zipCode}
            <br />
            {address.country}
            {address.phoneNumber ? ` · ${address.phoneNumber}` : ''}
          </address>
        </section>
        <section aria-labelledby="review-payment">
          <h3 id="review-payment" className="text-xl">
            Payment
          </h3>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-ink">
            {paymentMethod?.displayName}
            {paymentMethod?.method === TEST_GATEWAY_METHOD ? <TestModeBadge /> : null}
          </p>
          {paymentMethod && isOnlinePayment(paymentMethod.method) ? (
            <p className="text-sm text-stone">
              After Place Order you pay on the payment page; the order is confirmed once it is paid.
            </p>
          ) : null}
          {quote && quote.codFee > 0 ? (
            <p className="text-sm text-stone">
              Includes a Cash on Delivery fee of {formatMoney(quote.codFee)}.
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
