import { normaliseIndianMobile } from '@attar/contracts';

export const MOBILE_DIGITS = 10;

/**
 * What a mobile number field keeps of its input: digits only, ten of them, with a +91, 91 or
 * 0 in front removed once the number is complete (typed or pasted). While such a prefix may
 * still be in progress the field holds the extra digits, so "+91 98765 43210" typed key by
 * key ends as 9876543210 instead of being cut short.
 */
export function toMobileDigits(value: string): string {
  const digits = normaliseIndianMobile(value).replace(/\D/g, '');
  if (digits.startsWith('0')) return normaliseIndianMobile(digits.slice(0, MOBILE_DIGITS + 1));
  if (digits.startsWith('91')) return normaliseIndianMobile(digits.slice(0, MOBILE_DIGITS + 2));
  return digits.slice(0, MOBILE_DIGITS);
}

/** What a code field keeps of its input: digits only, at most `length`. */
export function toCodeDigits(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}

/** "+91 98765 43210" for a 10-digit number; anything else unchanged. */
export function formatMobile(digits: string): string {
  return /^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}
