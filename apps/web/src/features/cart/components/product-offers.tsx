import { useDeferredComponent } from '@/lib/use-deferred-component';

// The list's code and its call load once the page is idle: the product page's first screen
// stays within its JavaScript budget (bench/README.md, "JavaScript on the first screen").
const loadProductOffersList = () =>
  import('./product-offers-list').then((module) => ({ default: module.ProductOffersList }));

/**
 * The offers that apply to the product, under the purchase area. Nothing is drawn until they
 * have arrived, nor when there are none: the list only adds to the bottom of the area.
 */
export function ProductOffers({ productId }: { productId: number }) {
  const { Component: ProductOffersList } = useDeferredComponent(loadProductOffersList);
  return ProductOffersList ? <ProductOffersList productId={productId} /> : null;
}
