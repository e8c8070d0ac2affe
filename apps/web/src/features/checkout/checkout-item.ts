/** A cart line as the checkout needs it (the cart's items have this shape). */
export interface CheckoutItem {
  id: number;
  name: string;
  /** Unit price in rupees as the cart last saw it; the quote's is the one charged. */
  price: number;
  quantity: number;
  /** The variant's SKU (empty: the product's default variant). */
  sku: string;
  /** The variant's name ("50 ml"). */
  size: string | null;
}
