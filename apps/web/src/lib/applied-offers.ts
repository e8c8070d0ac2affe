import type { AppliedOffer } from '@attar/contracts';
import { formatMoney } from './format-money';

/*
 * The promotions a quote or an order applied, as the cart, the checkout and the order pages show
 * them. The code's discount keeps its own "Discount (CODE)" line (docs/product.md, "Cart"); each
 * automatic offer gets a line of its own.
 */

/** The offers that came with no code, in the server's order. */
export function automaticOffers(offers: readonly AppliedOffer[] | undefined): AppliedOffer[] {
  // An answer from before promotions (a deploy under way) has no list.
  return (offers ?? []).filter((offer) => offer.code === null);
}

/**
 * What an offer gave, as its line's value: "Free shipping", the amount it took off after `minus`
 * ("−₹500" in the cart, "− ₹500" at checkout), or for a free gift its name and its price taken
 * off ("Free gift: Rose Attar 3 ml, −₹299"): the gift's line is in the subtotal at its price, so
 * the summary's figures add up only with that amount shown.
 */
export function appliedOfferValue(offer: AppliedOffer, minus = '−'): string {
  if (offer.freeShipping) return 'Free shipping';
  const amount = `${minus}${formatMoney(offer.discount)}`;
  return offer.freeGift !== null ? `Free gift: ${offer.freeGift}, ${amount}` : amount;
}
