import { hsnCodeFor, mediaUrl } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { lineName, linesForSale, type LineForSale } from '../catalog/variants.service.js';
import {
  evaluatePromotions,
  needsOrderHistory,
  type AppliedPromotion,
  type CodeOutcome,
  type GiftOffer,
  type LivePromotion,
  type PromotionCandidates,
} from '../promotions/promotions.service.js';
import { ratesInForce } from '../tax/tax.service.js';
import type { QuotedLine } from './quote.service.js';

// The promotions of a quote (docs/product.md, "Promotions"): the promotions module decides
// what applies; this puts it on the cart's lines and adds the free gifts' lines.

/** Who asks for a quote, as promotions need them: null for a guest. */
export interface QuoteShopper {
  id: number;
  /** Whether they have an earlier order that was not cancelled (asked only when it matters). */
  hasOrderedBefore: () => Promise<boolean>;
}

/** A promotion the quote applies, as the quote, the order and its redemption record it. */
export interface QuotedOffer {
  promotion: LivePromotion;
  /** What it took off the goods: its lines' shares, a free gift's whole price. */
  discountPaise: number;
  freeShipping: boolean;
  /** The free gift's name. */
  freeGift: string | null;
}

export interface QuotedPromotions {
  promo: CodeOutcome;
  /** The automatic offers first, then the code's. */
  offers: QuotedOffer[];
  /** One line per free gift, its whole price discounted. */
  giftLines: QuotedLine[];
  freeShipping: boolean;
}

interface LoadedGift {
  promotionId: number;
  line: LineForSale;
  rateBasisPoints: number | undefined;
}

/** The candidates' gifts as sold now; a removed or deleted one is left out (not available). */
async function loadGifts(
  db: DbOrTx,
  candidates: PromotionCandidates,
  at: Date,
): Promise<LoadedGift[]> {
  const loaded = await Promise.all(
    candidates.gifts.map(async (gift) => {
      try {
        const [line] = await linesForSale(db, [{ productId: gift.productId, sku: gift.sku }]);
        return { promotionId: gift.promotionId, line: line! };
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    }),
  );
  const found = loaded.filter((gift) => gift !== null);
  if (found.length === 0) return [];
  const rates = await ratesInForce(
    db,
    found.map((gift) => hsnCodeFor(gift.line.product)),
    at,
  );
  return found.map((gift) => ({
    ...gift,
    rateBasisPoints: rates.get(hsnCodeFor(gift.line.product)),
  }));
}

function unitPriceOf({ variant }: LineForSale): number {
  return variant.salePricePaise ?? variant.pricePaise;
}

/** A gift's offer: available with a unit in stock beyond what the cart buys, and a GST rate. */
function giftOffers(gifts: LoadedGift[], lines: QuotedLine[]): Map<number, GiftOffer> {
  return new Map(
    gifts.map(({ promotionId, line, rateBasisPoints }) => {
      const inCart = lines
        .filter((cartLine) => cartLine.variant.id === line.variant.id)
        .reduce((sum, cartLine) => sum + cartLine.quantity, 0);
      return [
        promotionId,
        {
          name: lineName(line.product, line.variant),
          unitPricePaise: unitPriceOf(line),
          available: rateBasisPoints !== undefined && line.variant.stockQuantity > inCart,
        },
      ];
    }),
  );
}

function giftLine({ line, rateBasisPoints }: LoadedGift): QuotedLine {
  const unitPricePaise = unitPriceOf(line);
  const picture = line.variant.imagePublicId ?? line.product.images[0]?.publicId;
  return {
    product: line.product,
    variant: line.variant,
    imageUrl: picture ? mediaUrl(picture, 'thumb') : null,
    unitPricePaise,
    quantity: 1,
    lineTotalPaise: unitPricePaise,
    discountPaise: unitPricePaise,
    prepaidDiscountPaise: 0,
    hsnCode: hsnCodeFor(line.product),
    gstRateBasisPoints: rateBasisPoints!,
    gstPaise: 0,
  };
}

/**
 * Applies the promotions to a quote's lines (each line's `discountPaise` gets its share of every
 * one) and answers what was applied, with a line for each free gift. `lines` are the cart's.
 */
export async function quotePromotions(
  db: DbOrTx,
  lines: QuotedLine[],
  candidates: PromotionCandidates,
  shopper: QuoteShopper | null,
  code: string | null,
  now: Date,
): Promise<QuotedPromotions> {
  const [gifts, hasEarlierOrder] = await Promise.all([
    loadGifts(db, candidates, now),
    shopper && needsOrderHistory(candidates.promotions)
      ? shopper.hasOrderedBefore()
      : Promise.resolve(false),
  ]);
  const outcome = evaluatePromotions({
    lines: lines.map((line) => ({
      productId: line.product.id,
      variantId: line.variant.id,
      categoryIds: [line.product.categoryId],
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
    })),
    shopper: shopper && { id: shopper.id, hasEarlierOrder },
    now,
    promotions: candidates.promotions,
    code,
    gifts: giftOffers(gifts, lines),
  });
  const applied: AppliedPromotion[] = [
    ...outcome.automatic,
    ...(outcome.byCode ? [outcome.byCode] : []),
  ];
  const giftLines: QuotedLine[] = [];
  const offers = applied.map((offer): QuotedOffer => {
    offer.lineDiscounts.forEach((paise, index) => {
      lines[index]!.discountPaise += paise;
    });
    const gift = offer.gift && gifts.find((entry) => entry.promotionId === offer.promotion.id);
    if (gift) giftLines.push(giftLine(gift));
    return {
      promotion: offer.promotion,
      discountPaise: offer.discountPaise + (gift ? unitPriceOf(gift.line) : 0),
      freeShipping: offer.freeShipping,
      freeGift: offer.gift?.name ?? null,
    };
  });
  return {
    promo: outcome.code,
    offers,
    giftLines,
    freeShipping: offers.some((offer) => offer.freeShipping),
  };
}
