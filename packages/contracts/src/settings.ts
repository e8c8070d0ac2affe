import { z } from 'zod';
import { DEFAULT_RETURN_WINDOW_DAYS } from './return-rules.js';

// Store settings (ARCHITECTURE section 11, "Settings"): one schema and one default per key. The
// API's settings module is the only reader and writer of the settings table; a stored value
// that no longer matches its schema reads as the default.

export const DEFAULT_COD_FEE_PAISE = 4900;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

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
} as const;

export type StoreSettingKey = keyof typeof STORE_SETTINGS;
export type StoreSettingValue<K extends StoreSettingKey> = z.infer<(typeof STORE_SETTINGS)[K]['schema']>;
