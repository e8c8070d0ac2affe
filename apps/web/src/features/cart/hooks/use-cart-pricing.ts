import { useEffect, useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useQuote } from '@/api/quotes';
import { useCartStore } from '../cart-store';
import { estimateFigures, quotedFigures } from '../components/cart-figures';

/** A cart sitting open is priced again after half a minute. */
const CART_QUOTE_STALE_MS = 30_000;

/**
 * The cart's figures and its promo code. The server's quote is the truth (docs/product.md,
 * "Quote"); a code typed in is sent with the quote and kept in the cart only when the quote
 * applies it. When the items change the quote is asked again, and the stored promo follows it:
 * its discount is updated, or, when it no longer applies, it is dropped with the server's reason.
 */
export function useCartPricing() {
  const cart = useCartStore(
    useShallow((state) => ({
      items: state.items,
      total: state.total,
      promoCode: state.promoCode,
      promoApplied: state.promoApplied,
      discountAmount: state.discountAmount,
      finalTotal: state.finalTotal,
      selectedPincode: state.selectedPincode,
      isDeliveryAvailable: state.isDeliveryAvailable,
      shippingCharge: state.shippingCharge,
    })),
  );
  const [tryingCode, setTryingCode] = useState<string | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);

  const lines = useMemo(
    // The variant by SKU; an item stored without one is its product's default.
    () =>
      cart.items.map((item) => ({
        productId: item.id,
        ...(item.sku ? { sku: item.sku } : {}),
        quantity: item.quantity,
      })),
    [cart.items],
  );
  const promoCode = tryingCode ?? (cart.promoApplied ? cart.promoCode : null);
  const quote = useQuote(
    { items: lines, promoCode: promoCode ?? undefined, pincode: cart.selectedPincode ?? undefined },
    { staleTime: CART_QUOTE_STALE_MS },
  );
  const current = quote.isPlaceholderData ? undefined : quote.data;

  useEffect(() => {
    if (!current?.promoCode) return;
    const store = useCartStore.getState();
    if (current.promoApplied) {
      // The promo-discounted total before shipping (docs/product.md, "Constants and limits": the
      // checkout adds shipping).
      const finalTotal = Math.round((current.subtotal - current.discount) * 100) / 100;
      if (
        store.promoCode !== current.promoCode ||
        store.discountAmount !== current.discount ||
        store.finalTotal !== finalTotal
      ) {
        store.setPromo({ code: current.promoCode, discountAmount: current.discount, finalTotal });
      }
      setRejection(null);
    } else {
      if (store.promoApplied) store.clearPromo();
      setRejection(current.promoMessage ?? `The promo code ${current.promoCode} is not valid.`);
    }
    setTryingCode(null);
  }, [current]);

  // A quote that fails while a code is being tried must not leave the form waiting.
  useEffect(() => {
    if (!quote.isError || tryingCode === null) return;
    setTryingCode(null);
    setRejection('Could not check the promo code. Please try again.');
  }, [quote.isError, tryingCode]);

  const figures = current
    ? quotedFigures(current, cart.isDeliveryAvailable)
    : estimateFigures({
        total: cart.total,
        promoApplied: cart.promoApplied,
        promoCode: cart.promoCode,
        discountAmount: cart.discountAmount,
        shippingCharge: cart.shippingCharge,
        deliveryAvailable: cart.isDeliveryAvailable,
      });

  return {
    items: cart.items,
    quote,
    quotedLines: current?.lines,
    figures,
    isEstimate: !current,
    promo: {
      appliedCode: tryingCode ? null : cart.promoApplied ? cart.promoCode : null,
      checkingCode: tryingCode,
      rejection,
      apply: (code: string) => {
        setRejection(null);
        setTryingCode(code);
      },
      remove: () => {
        setRejection(null);
        useCartStore.getState().clearPromo();
      },
    },
  };
}
