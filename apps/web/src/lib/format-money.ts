/** Rupees as ₹1,24,500 (whole rupees drop the ".00") or ₹1,499.50: the store's one formatter. */
export { formatPrice as formatMoney } from '@attar/contracts';
