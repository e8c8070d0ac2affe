const TIME_ZONE = 'Asia/Kolkata';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: TIME_ZONE });

/** A date as shoppers in India read it ("5 March 2025"), in India's time zone whatever the browser's. */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const timeFormat = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

/** A time of day as shoppers in India read it ("2:35 pm"), in India's time zone. */
export function formatTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date);
}

/** A moment a shopper must act by ("6:30 pm on 29 November 2026"), in India's time zone. */
export function formatDeadline(value: string | Date): string {
  const time = formatTime(value);
  return time ? `${time} on ${formatDate(value)}` : '';
}

/**
 * A moment of an order's or a parcel's way ("2 March 2026, 1:30 am IST"), in India's time zone;
 * empty for a value that is not a date.
 */
export function formatIndiaMoment(value: string | Date): string {
  const time = formatTime(value);
  return time ? `${formatDate(value)}, ${time} IST` : '';
}
