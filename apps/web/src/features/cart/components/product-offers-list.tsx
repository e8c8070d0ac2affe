import type { ProductOffer } from '@attar/contracts';
import { BadgePercent } from 'lucide-react';
import { useProductOffers } from '@/api/product-offers';
import { wallClockDay } from '@/lib/india-wall-clock';

/** "Use code DIWALI20: 20% off jewellery · until 14 Nov"; an automatic offer has no code to use. */
export function productOfferText(offer: ProductOffer): string {
  const what = offer.code ? `Use code ${offer.code}: ${offer.title}` : offer.title;
  return offer.endsAt ? `${what} · until ${wallClockDay(offer.endsAt)}` : what;
}

/** The product's offers as a short list; nothing while they load, fail or are none. */
export function ProductOffersList({ productId }: { productId: number }) {
  const offers = useProductOffers(productId);
  // Anything but a list (an API from before offers, during a deploy) is no offer: the product
  // page must never break over it.
  if (!Array.isArray(offers.data) || offers.data.length === 0) return null;
  return (
    <section aria-labelledby="product-offers-title" className="w-full sm:basis-full">
      <h2 id="product-offers-title" className="mb-1.5 text-sm font-medium text-ink">
        Offers
      </h2>
      <ul className="space-y-1.5 text-sm">
        {offers.data.map((offer, index) => (
          <li key={`${index}:${offer.code ?? offer.title}`} className="flex gap-2">
            <BadgePercent className="mt-0.5 size-4 shrink-0 text-gold-deep" aria-hidden="true" />
            <span>{productOfferText(offer)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
