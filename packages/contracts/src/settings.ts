import { z } from 'zod';
import { DEFAULT_RETURN_WINDOW_DAYS } from './return-rules.js';

// Store settings (ARCHITECTURE section 11, "Settings"): one schema and one default per key. The
// API's settings module is the only reader and writer of the settings table; a stored value
// that no longer matches its schema reads as the default.

export const DEFAULT_COD_FEE_PAISE = 4900;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/** Cash on delivery is offered for order totals up to this amount (50,000 rupees). */
export const DEFAULT_COD_LIMIT_PAISE = 50_000_00;

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * Whether a GSTIN is well formed and its 15th character is the check character of the first
 * fourteen (GSTN's mod-36 scheme: weights 1 and 2 alternately, digits of each product in base 36
 * summed).
 */
export function isValidGstin(value: string): boolean {
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(value)) return false;
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARSET.indexOf(value[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36] === value[14];
}

/** The seller on GST invoices; empty until an admin fills it in under settings. */
export const invoiceIdentitySchema = z.object({
  legalName: z.string().trim().max(200),
  address: z.string().trim().max(500),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || isValidGstin(value), 'Enter a valid 15-character GSTIN.'),
  /** The seller's state, as the address form names states (decides CGST+SGST or IGST). */
  state: z.string().trim().max(100),
});
export type InvoiceIdentity = z.infer<typeof invoiceIdentitySchema>;

export const STORE_SETTINGS = {
  cod_fee: {
    schema: z.object({ paise: z.number().int().min(0).max(100_000_00) }),
    default: { paise: DEFAULT_COD_FEE_PAISE },
  },
  return_window_days: {
    schema: z.object({ days: z.number().int().min(0).max(365) }),
    default: { days: DEFAULT_RETURN_WINDOW_DAYS },
  },
  low_stock_threshold: {
    schema: z.object({ quantity: z.number().int().min(0).max(100_000) }),
    default: { quantity: DEFAULT_LOW_STOCK_THRESHOLD },
  },
  cod_limit: {
    schema: z.object({ paise: z.number().int().min(0).max(100_000_000_00) }),
    default: { paise: DEFAULT_COD_LIMIT_PAISE },
  },
  invoice_identity: {
    schema: invoiceIdentitySchema,
    default: { legalName: '', address: '', gstin: '', state: '' },
  },
} as const;

export type StoreSettingKey = keyof typeof STORE_SETTINGS;
export type StoreSettingValue<K extends StoreSettingKey> = z.infer<(typeof STORE_SETTINGS)[K]['schema']>;
