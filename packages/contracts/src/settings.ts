import { z } from 'zod';
import { formatPrice, groupIndianDigits } from './money.js';
import { codFeeUpdateSchema } from './payments.js';
import { text } from './primitives.js';
import { DEFAULT_RETURN_WINDOW_DAYS } from './return-rules.js';

// Store settings (docs/architecture.md, "Settings"): one schema and one default per key. The
// API's settings module is the only reader and writer of the settings table; a stored value
// that no longer matches its schema reads as the default.

export const DEFAULT_COD_FEE_PAISE = 4900;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/**
 * Cash on delivery is offered for order totals up to this amount: 2,00,000 rupees, so that the
 * seeded catalogue can be bought out of the box. Couriers often carry less cash; a store sets
 * its own limit under Settings.
 */
export const DEFAULT_COD_LIMIT_PAISE = 2_00_000_00;

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
export type StoreSettingValue<K extends StoreSettingKey> = z.infer<
  (typeof STORE_SETTINGS)[K]['schema']
>;

// ---------------------------------------------------------------------------------------------
// The admin's settings screen: GET /api/admin/settings answers every setting (money in rupees);
// each section of the screen is saved on its own with PUT /api/admin/settings/{section}.
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/settings. */
export const storeSettingsSchema = z.object({
  /** Rupees added to a cash-on-delivery order. */
  codFee: z.number(),
  /** Rupees: cash on delivery is offered for order totals up to this amount. */
  codLimit: z.number(),
  returnWindowDays: z.number().int(),
  lowStockThreshold: z.number().int(),
  invoiceIdentity: z.object({
    legalName: z.string(),
    address: z.string(),
    gstin: z.string(),
    state: z.string(),
  }),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** The screen's sections, as the last segment of PUT /api/admin/settings/{section}. */
export const SETTINGS_SECTIONS = [
  'cash-on-delivery',
  'returns',
  'inventory',
  'invoice-identity',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

export const COD_LIMIT_MIN_RUPEES = 1;
export const COD_LIMIT_MAX_RUPEES = 10_00_000;
export const RETURN_WINDOW_MIN_DAYS = 1;
export const RETURN_WINDOW_MAX_DAYS = 365;
export const LOW_STOCK_THRESHOLD_MAX = 100_000;

export const SETTINGS_MESSAGES = {
  codLimit: `COD limit must be between ${COD_LIMIT_MIN_RUPEES} and ${groupIndianDigits(COD_LIMIT_MAX_RUPEES)} rupees.`,
  codLimitDecimals: 'COD limit may have at most 2 decimals.',
  returnWindow: `Return window must be a whole number of days from ${RETURN_WINDOW_MIN_DAYS} to ${RETURN_WINDOW_MAX_DAYS}.`,
  lowStockThreshold: `Low-stock threshold must be a whole number from 0 to ${groupIndianDigits(LOW_STOCK_THRESHOLD_MAX)}.`,
  legalName: "Enter the seller's legal name.",
  legalNameLength: 'Legal name must be at most 200 characters.',
  address: 'Enter the registered address.',
  addressLength: 'Address must be at most 500 characters.',
  gstin: 'Enter a valid 15-character GSTIN.',
  state: 'Choose a state of India from the list.',
  gstinOfAnotherState: (stateName: string, code: string) =>
    `This GSTIN is registered in ${stateName} (state code ${code}). Choose ${stateName} or check the GSTIN.`,
} as const;

const hasAtMostTwoDecimals = (rupees: number) =>
  Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** PUT /api/admin/settings/cash-on-delivery: the fee and the limit, in rupees. */
export const cashOnDeliverySettingsSchema = z.object({
  codFee: codFeeUpdateSchema.shape.codFee,
  codLimit: z
    .number({ error: SETTINGS_MESSAGES.codLimit })
    .min(COD_LIMIT_MIN_RUPEES, SETTINGS_MESSAGES.codLimit)
    .max(COD_LIMIT_MAX_RUPEES, SETTINGS_MESSAGES.codLimit)
    .refine(hasAtMostTwoDecimals, SETTINGS_MESSAGES.codLimitDecimals),
});
export type CashOnDeliverySettings = z.infer<typeof cashOnDeliverySettingsSchema>;

/** PUT /api/admin/settings/returns. */
export const returnSettingsSchema = z.object({
  returnWindowDays: wholeNumber(
    SETTINGS_MESSAGES.returnWindow,
    RETURN_WINDOW_MIN_DAYS,
    RETURN_WINDOW_MAX_DAYS,
  ),
});
export type ReturnSettings = z.infer<typeof returnSettingsSchema>;

/** PUT /api/admin/settings/inventory. */
export const inventorySettingsSchema = z.object({
  lowStockThreshold: wholeNumber(SETTINGS_MESSAGES.lowStockThreshold, 0, LOW_STOCK_THRESHOLD_MAX),
});
export type InventorySettings = z.infer<typeof inventorySettingsSchema>;

const requiredText = (missing: string, max: number, tooLong: string) =>
  text({ error: missing }).trim().min(1, missing).max(max, tooLong);

/**
 * PUT /api/admin/settings/invoice-identity: every field is needed for a tax invoice. The server
 * also checks that the state is one the address form offers (GET /api/location/user) and that
 * the GSTIN's first two digits are that state's GST code.
 */
export const invoiceIdentityUpdateSchema = z.object({
  legalName: requiredText(SETTINGS_MESSAGES.legalName, 200, SETTINGS_MESSAGES.legalNameLength),
  address: requiredText(SETTINGS_MESSAGES.address, 500, SETTINGS_MESSAGES.addressLength),
  gstin: text({ error: SETTINGS_MESSAGES.gstin })
    .trim()
    .toUpperCase()
    .refine(isValidGstin, SETTINGS_MESSAGES.gstin),
  state: requiredText(SETTINGS_MESSAGES.state, 100, SETTINGS_MESSAGES.state),
});
export type InvoiceIdentityUpdate = z.infer<typeof invoiceIdentityUpdateSchema>;

/**
 * The GST state codes (the first two digits of a GSTIN) of each state and union territory, by
 * the state ids of GET /api/location/user. 25 (Daman and Diu) and 26 (Dadra and Nagar Haveli)
 * merged in 2020 under 26; 28 is Andhra Pradesh's code from before 2014, 37 its current one.
 * Where a state has two, the first is the code it uses now.
 */
export const GST_STATE_CODES: Readonly<Record<string, readonly string[]>> = {
  JK: ['01'],
  HP: ['02'],
  PB: ['03'],
  CH: ['04'],
  UT: ['05'],
  HR: ['06'],
  DL: ['07'],
  RJ: ['08'],
  UP: ['09'],
  BR: ['10'],
  SK: ['11'],
  AR: ['12'],
  NL: ['13'],
  MN: ['14'],
  MZ: ['15'],
  TR: ['16'],
  ML: ['17'],
  AS: ['18'],
  WB: ['19'],
  JH: ['20'],
  OR: ['21'],
  CT: ['22'],
  MP: ['23'],
  GJ: ['24'],
  DH: ['26', '25'],
  MH: ['27'],
  AP: ['37', '28'],
  KA: ['29'],
  GA: ['30'],
  LD: ['31'],
  KL: ['32'],
  TN: ['33'],
  PY: ['34'],
  AN: ['35'],
  TG: ['36'],
  LA: ['38'],
};

/** The state id a GSTIN's first two digits belong to, or null for a code of no state (97, 99). */
export function stateIdOfGstin(gstin: string): string | null {
  const code = gstin.slice(0, 2);
  const entry = Object.entries(GST_STATE_CODES).find(([, codes]) => codes.includes(code));
  return entry ? entry[0] : null;
}

/** "Cash on delivery is available for orders up to ₹50,000." with the store's limit. */
export function codOverLimitMessage(limitRupees: number): string {
  return `Cash on delivery is available for orders up to ${formatPrice(limitRupees)}. Please choose another payment method.`;
}
