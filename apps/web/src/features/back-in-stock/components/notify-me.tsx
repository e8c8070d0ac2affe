import type { Product } from '@attar/contracts';
import { useDeferredComponent } from '@/lib/use-deferred-component';

// Drawn with the product page's first screen when the chosen size is sold out, so kept small (the
// page's JavaScript budget): the sentence, and a box the size of the form. The form's code (its
// call, the field, the messages) loads once the page is idle, or sooner when a pointer comes
// over the box.
const loadNotifyMeForm = () =>
  import('./notify-me-form').then((module) => ({ default: module.NotifyMeForm }));

/** Whether the product page offers "Notify me": the size chosen is sold out, of a live product. */
export function offersNotifyMe(product: Pick<Product, 'stockQuantity' | 'deletedAt'>): boolean {
  return product.deletedAt === null && product.stockQuantity <= 0;
}

interface NotifyMeProps {
  /** As the chosen variant sells it: its SKU and its stock. */
  product: Pick<Product, 'id' | 'sku' | 'stockQuantity' | 'deletedAt'>;
  /** A product of one size: the sentence does not speak of "this size". */
  oneSize: boolean;
  /** A signed-in shopper is told at their account's address; a visitor gives one. */
  isAuthenticated: boolean;
}

/**
 * "Notify me when it's back" for the size on show, when it is sold out (nothing otherwise). Key
 * it on the SKU, so that another size starts afresh.
 */
export function NotifyMe({ product, ...props }: NotifyMeProps) {
  if (!offersNotifyMe(product)) return null;
  return <NotifyMeBlock productId={product.id} sku={product.sku} {...props} />;
}

function NotifyMeBlock({
  productId,
  sku,
  oneSize,
  isAuthenticated,
}: Omit<NotifyMeProps, 'product'> & { productId: number; sku: string }) {
  const { Component: NotifyMeForm, load } = useDeferredComponent(loadNotifyMeForm);
  return (
    <div
      className="w-full rounded-soft border border-rule p-4 sm:basis-full sm:p-5"
      onPointerEnter={load}
    >
      <p className="text-sm text-ink">
        {oneSize ? 'Sold out.' : 'Sold out in this size.'} We can email you once, when it is back.
      </p>
      <div className="mt-3">
        {NotifyMeForm ? (
          <NotifyMeForm productId={productId} sku={sku} isAuthenticated={isAuthenticated} />
        ) : (
          // The form's height: a button; or the Email label over its field, and the button below
          // the field on a phone, beside it from sm.
          <div
            aria-hidden="true"
            className={isAuthenticated ? 'min-h-11' : 'min-h-[7.625rem] sm:min-h-[4.375rem]'}
          />
        )}
      </div>
    </div>
  );
}
