import { formatDate } from '@/lib/format-date';

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** "5 March 2026, 3:40 pm": the day as the store writes dates, the time in India. */
export function formatAdminDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${formatDate(date)}, ${timeFormat.format(date)}`;
}

/** An admin path the app can open (links written by the server start with /admin/). */
export function adminPathOf(link: string | null | undefined): string | null {
  return link && link.startsWith('/admin/') && !link.startsWith('//') ? link : null;
}
