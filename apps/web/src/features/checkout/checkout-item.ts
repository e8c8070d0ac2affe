/** A cart line as the checkout needs it (the cart's items have this shape). */
export interface CheckoutItem {
  id: number;
  name: string;
  /** Unit price in rupees as the cart last saw it; the quote's is the one charged. */
  price: number;
  quantity: number;
  sku: string;
  size: string | null;
}
