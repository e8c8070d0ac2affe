import type { ProductOffer } from '@attar/contracts';
import { useProductOffers } from '@/api/product-offers';

/**
 * "14 Nov": the last day of an offer ending "2026-11-14T23:59", India's wall clock read as written
 * (the way deliveryDateLabel reads a day). lib/india-wall-clock.ts is not used here: the admin
 * shares it, and a module both import becomes a script of its own on the product page's first
 * screen.
 */
function lastDay(endsAt: string): string {
  const date = new Date(`${endsAt.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return endsAt;
  return date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** "Use code DIWALI20: 20% off jewellery · until 14 Nov"; an automatic offer has no code to use. */
export function productOfferText(offer: ProductOffer): string {
  const what = offer.code ? `Use code ${offer.code}: ${offer.title}` : offer.title;
  return offer.endsAt ? `${what} · until ${lastDay(offer.endsAt)}` : what;
}

/**
 * The product's offers as a short list under the purchase area; nothing while they load, fail
 * or are none. It is part of the page the server draws (the server fetches the offers with the
 * product), so the list is there from the first paint: loaded later, it pushed everything below
 * it down on a phone.
 */
export function ProductOffers({ productId }: { productId: number }) {
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
          // A gold rule in place of an icon: the admin's nav uses the icon that fits, and an icon
          // both share becomes a script of its own on this page's first screen.
          <li
            key={`${index}:${offer.code ?? offer.title}`}
            className="border-l-2 border-gold pl-2.5"
          >
            {productOfferText(offer)}
          </li>
        ))}
      </ul>
    </section>
  );
}
