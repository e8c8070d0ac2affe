import { useDeferredComponent } from '@/lib/use-deferred-component';

// The check's code (its form, the pincode kept in the browser, the delivery call) loads once the
// page is idle, or sooner when a pointer comes over its place: the product page's first load
// stays within its JavaScript budget.
const loadDeliveryDateCheck = () =>
  import('./delivery-date-check').then((module) => ({ default: module.DeliveryDateCheck }));

/**
 * The product page's "Check delivery" near Add to Cart. Its box is as tall as the check's tallest
 * state, from the server's page on, so the first screen does not move when the check arrives with
 * a remembered pincode's answer.
 */
export function ProductDeliveryCheck() {
  const { Component: DeliveryDateCheck, load } = useDeferredComponent(loadDeliveryDateCheck);
  return (
    <div className="min-h-30 w-full pt-2 sm:basis-full" onPointerEnter={load}>
      {DeliveryDateCheck ? (
        <DeliveryDateCheck />
      ) : (
        <p className="mb-1.5 text-sm font-medium text-ink">Check delivery</p>
      )}
    </div>
  );
}
