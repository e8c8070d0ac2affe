import { formatDate } from '@/lib/format-date';

// One wording for the storefront and the admin, kept in contracts.
export { ORDER_STATUS_LABELS, RETURN_STATUS_LABELS, RETURN_TYPE_LABELS } from '@attar/contracts';

/**
 * What a request card shows for a value it does not have (docs/product.md, "Screens and routes").
 */
export const NOT_AVAILABLE = 'N/A';
export const UNKNOWN_PRODUCT = 'Unknown Product';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "5 March 2026, 3:40 pm IST": the day as the store writes dates, the time in India's. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)}, ${timeFormat.format(date)} IST`;
}
