import {
  isOnlinePayment,
  quoteSchema,
  type Order,
  type PlaceOrderRequest,
  type Quote,
} from '@attar/contracts';
import { useState } from 'react';
import { toast } from 'sonner';
import { usePlaceOrder } from '@/api/orders';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { CHECKOUT_MESSAGES } from '../checkout-rules';

/** Why the last attempt failed, when the person can do something about it. */
export type PlacementProblem =
  | { kind: 'price-changed'; quote: Quote }
  | { kind: 'out-of-stock'; message: string }
  | { kind: 'other'; message: string };

interface OrderPlacementOptions {
  /** The server's new figures after a 409 PRICE_CHANGED, so the next attempt sends its total. */
  onNewQuote: (quote: Quote) => void;
  onPlaced: (order: Order) => void;
}

/** Places the order and turns the server's refusals into what the checkout shows. */
export function useOrderPlacement({ onNewQuote, onPlaced }: OrderPlacementOptions) {
  const mutation = usePlaceOrder();
  const [problem, setProblem] = useState<PlacementProblem | null>(null);

  const place = (request: PlaceOrderRequest) => {
    setProblem(null);
    mutation.mutate(request, {
      onSuccess: (order) => {
        // An order paid online is not done yet: the payment page says what comes next.
        if (!isOnlinePayment(order.paymentMethod.method)) {
          toast.success(CHECKOUT_MESSAGES.orderPlaced.title, {
            description: `Your order number is ${order.orderNumber}.`,
          });
        }
        onPlaced(order);
      },
      onError: (error) => {
        const found = problemOf(error);
        setProblem(found);
        if (found.kind === 'price-changed') {
          onNewQuote(found.quote);
          toast.error(CHECKOUT_MESSAGES.orderFailed.title, {
            description: `Prices have changed. The new total is ${formatMoney(found.quote.total)}.`,
          });
        } else {
          toast.error(CHECKOUT_MESSAGES.orderFailed.title, { description: found.message });
        }
      },
    });
  };

  return { place, isPlacing: mutation.isPending, problem, dismissProblem: () => setProblem(null) };
}

function problemOf(error: unknown): PlacementProblem {
  if (error instanceof ApiError && error.body) {
    if (error.body.code === 'PRICE_CHANGED') {
      const quote = quoteSchema.safeParse(
        (error.body.details as { quote?: unknown } | undefined)?.quote,
      );
      if (quote.success) return { kind: 'price-changed', quote: quote.data };
    }
    if (error.body.code === 'INSUFFICIENT_STOCK')
      return { kind: 'out-of-stock', message: error.body.message };
    // Refusals the person can act on carry the server's words (delivery, COD, promo code, an
    // admin account, an address deleted meanwhile).
    if ([403, 404, 409, 422].includes(error.status))
      return { kind: 'other', message: error.body.message };
  }
  return { kind: 'other', message: CHECKOUT_MESSAGES.orderFailed.description };
}
