import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (8 KB gzip on every page): components
 * take a className for layout only (width, margin, grid placement), never one that fights their
 * own utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
