import type { QuoteLine } from '@attar/contracts';
import { ArrowRight, RotateCcw, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';
import { type CartItem, cartLineKey, useCartStore } from '../cart-store';
import { CartLine } from '../components/cart-line';
import { CartSummary } from '../components/cart-summary';
import { DeliveryCheckForm } from '../components/delivery-check-form';
import { PromoCodeForm } from '../components/promo-code-form';
import { useCartPricing } from '../hooks/use-cart-pricing';

/**
 * docs/product.md, "Constants and limits": the cart summary states a 7-day return policy (the
 * returns pages say 30).
 */
export const RETURN_NOTE = 'Easy returns within 7 days of delivery.';

/** /cart: the items with their quantities, the summary, a promo code and the delivery check. */
export function CartPage() {
  useDocumentTitle(
    'Your Cart',
    'Review the fragrances and jewelry in your Attar House cart, apply a promo code and check delivery to your pincode.',
  );
  const itemCount = useCartStore((state) => state.itemCount);
  const { setQuantity, removeItem, clearCart } = useCartStore.getState();
  const { items, quote, quotedLines, figures, isEstimate, promo } = useCartPricing();

  return (
    <Container className="pt-10 pb-24 sm:pt-14">
      <header className="border-b border-rule pb-8">
        <p className="text-eyebrow font-medium text-gold-deep uppercase">Shopping bag</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">Your Cart</h1>
        {itemCount > 0 ? (
          <p className="mt-3 text-stone">
            {itemCount} {itemCount === 1 ? 'item' : 'items'}
          </p>
        ) : null}
      </header>

      {/* One column that may shrink below its content on phones, so the page never grows wider than the screen. */}
      {items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-14">
          <section aria-labelledby="cart-items-heading" className="min-w-0">
            <h2 id="cart-items-heading" className="sr-only">
              Items
            </h2>
            <ul className="divide-y divide-rule border-b border-rule">
              {items.map((item) => {
                const key = cartLineKey(item);
                return (
                  <CartLine
                    key={key}
                    item={item}
                    name={itemName(item, items)}
                    quoted={quotedLines?.find((line) => quotes(line, item))}
                    onQuantityChange={(quantity) => setQuantity(key, quantity)}
                    onRemove={() => removeItem(key)}
                  />
                );
              })}
            </ul>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <Link
                to="/shop"
                className="inline-flex min-h-11 items-center text-sm font-medium text-gold-deep underline-offset-4 hover:underline"
              >
                Continue shopping
              </Link>
              <Button variant="ghost" onClick={() => clearCart()}>
                Clear cart
              </Button>
            </div>
          </section>

          <Card
            aria-labelledby="cart-summary-heading"
            className="h-fit w-full min-w-0 lg:sticky lg:top-28"
          >
            <h2 id="cart-summary-heading" className="mb-5 text-2xl sm:text-[1.7rem]">
              Order Summary
            </h2>
            <CartSummary figures={figures} isEstimate={isEstimate} />
            {quote.isError && !quote.data ? (
              <p role="alert" className="mt-3 text-sm text-danger">
                Could not get the latest prices; these figures are an estimate.{' '}
                <button
                  type="button"
                  onClick={() => void quote.refetch()}
                  className="underline underline-offset-2"
                >
                  Try again
                </button>
              </p>
            ) : null}
            <div className="mt-6 space-y-5 border-t border-rule pt-6">
              <PromoCodeForm
                appliedCode={promo.appliedCode}
                checkingCode={promo.checkingCode}
                rejection={promo.rejection}
                onApply={promo.apply}
                onRemove={promo.remove}
              />
              <DeliveryCheckForm />
            </div>
            <Link to="/checkout" className={`${buttonClasses('primary', 'lg')} mt-6 w-full`}>
              Proceed to Checkout
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
            <p className="mt-4 flex items-center justify-center gap-2 text-sm text-stone">
              <RotateCcw className="size-4" aria-hidden="true" />
              {RETURN_NOTE}
            </p>
          </Card>
        </div>
      )}
    </Container>
  );
}

/**
 * An item's name in its controls: "Taif Rose Attar (50 ml)" while another size of the same
 * product shares the cart, so the two can be told apart; else just its name, as always.
 */
function itemName(item: CartItem, items: readonly CartItem[]): string {
  const another = items.some((other) => other.id === item.id && other !== item);
  return another && item.size ? `${item.name} (${item.size})` : item.name;
}

/**
 * Whether a quote line prices this item: same product and variant. An item stored without a SKU
 * was quoted as the default variant, whatever the line's SKU.
 */
function quotes(line: QuoteLine, item: CartItem): boolean {
  return (
    line.productId === item.id && (!item.sku || line.sku.toUpperCase() === item.sku.toUpperCase())
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <ShoppingBag className="size-10 text-gold-deep" aria-hidden="true" strokeWidth={1.25} />
      <h2 className="mt-5 text-3xl">Your cart is empty</h2>
      <p className="mt-3 max-w-sm text-stone">Find a fragrance or a piece of jewelry to love.</p>
      <Link to="/shop" className={`${buttonClasses('primary', 'lg')} mt-8`}>
        Explore the Shop
      </Link>
    </div>
  );
}
