/**
 * The house's contact details, shown in the footer and on the contact page (docs/product.md,
 * "Screens and routes": a fixed city and placeholder details until the store's own are confirmed).
 */
export const STORE_CONTACT = {
  address: 'Hazratganj, Lucknow, Uttar Pradesh 226001',
  phone: '+91 522 400 0000',
  phoneHref: 'tel:+915224000000',
  email: 'care@attarhouse.in',
  hours: 'Monday to Saturday, 10 am to 7 pm',
} as const;
