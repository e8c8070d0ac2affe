import { z } from 'zod';
import { formatPrice, groupIndianDigits } from './money.js';
import { codFeeUpdateSchema } from './payments.js';
import {
  PREPAID_DISCOUNT_KINDS,
  PREPAID_DISCOUNT_MAX_PERCENT,
  PREPAID_DISCOUNT_MAX_RUPEES,
} from './prepaid-discount.js';
import { GIFT_MESSAGES, GIFT_WRAP_FEE_MAX_RUPEES } from './order-rules.js';
import { GSTIN_REQUIRED_MESSAGE, gstinProblem } from './gstin.js';
import { text, wholeNumber } from './primitives.js';
import { DEFAULT_RETURN_WINDOW_DAYS } from './return-rules.js';
import {
  DEFAULT_STORE_CONTACT,
  isHttpsPageUrl,
  isStorePhone,
  STORE_CONTACT_LIMITS,
  STORE_CONTACT_MESSAGES,
  type StoreContact,
} from './store-contact-rules.js';

// Store settings (docs/architecture.md, "Settings"): one schema and one default per key. The
// API's settings module is the only reader and writer of the settings table; a stored value
// that no longer matches its schema reads as the default.

export const DEFAULT_COD_FEE_PAISE = 4900;
/** The fee an owner is offered when first switching gift wrap on. */
export const DEFAULT_GIFT_WRAP_FEE_PAISE = 4900;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
/** Minutes an order awaiting online payment holds its stock, unless Settings say otherwise. */
export const DEFAULT_PAYMENT_HOLD_MINUTES = 15;
/**
 * Cash on delivery is offered for order totals up to this amount: 2,00,000 rupees, so that the
 * seeded catalogue can be bought out of the box. Couriers often carry less cash; a store sets
 * its own limit under Settings.
 */
export const DEFAULT_COD_LIMIT_PAISE = 2_00_000_00;
/** Hours a saved cart waits, unchanged and without an order, before its first reminder. */
export const DEFAULT_FIRST_REMINDER_HOURS = 4;
export const ABANDONED_CART_MIN_HOURS = 1;
export const ABANDONED_CART_FIRST_MAX_HOURS = 168;
export const ABANDONED_CART_SECOND_MAX_HOURS = 336;

/** A zod check that refuses a GSTIN with the message of the rule it breaks. */
function refuseBadGstin(value: string, context: z.RefinementCtx) {
  const problem = gstinProblem(value);
  if (problem !== null) context.addIssue({ code: 'custom', message: problem });
}

/** The seller on GST invoices; empty until an admin fills it in under settings. */
export const invoiceIdentitySchema = z.object({
  legalName: z.string().trim().max(200),
  address: z.string().trim().max(500),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((value, context) => {
      // Empty until an admin fills it in.
      if (value !== '') refuseBadGstin(value, context);
    }),
  /** The seller's state, as the address form names states (decides CGST+SGST or IGST). */
  state: z.string().trim().max(100),
});
export type InvoiceIdentity = z.infer<typeof invoiceIdentitySchema>;

/**
 * Whether the seller's identity holds everything a tax invoice prints: until it does, a shipped
 * order gets no invoice, and its invoice is issued on its first download after it does.
 */
export function isInvoiceIdentityComplete(identity: InvoiceIdentity): boolean {
  return Boolean(identity.legalName && identity.address && identity.gstin && identity.state);
}

// ---------------------------------------------------------------------------------------------
// The store's contact details and social links: the footer, the contact page and the mails show
// them; an admin edits them under Settings.
// ---------------------------------------------------------------------------------------------

const socialUrl = (network: string) =>
  text({ error: STORE_CONTACT_MESSAGES.socialUrl(network) })
    .trim()
    .max(STORE_CONTACT_LIMITS.url, STORE_CONTACT_MESSAGES.socialUrl(network))
    .refine(
      (value) => value === '' || isHttpsPageUrl(value),
      STORE_CONTACT_MESSAGES.socialUrl(network),
    );

/**
 * The store's contact details and social links, as stored and as PUT
 * /api/admin/settings/store-contact takes them. Address, phone and email are needed; the hours
 * and each social link may be left empty, and an empty one is not shown.
 */
export const storeContactSchema: z.ZodType<StoreContact, StoreContact> = z.object({
  address: text({ error: STORE_CONTACT_MESSAGES.address })
    .trim()
    .min(1, STORE_CONTACT_MESSAGES.address)
    .max(STORE_CONTACT_LIMITS.address, STORE_CONTACT_MESSAGES.addressLength),
  phone: text({ error: STORE_CONTACT_MESSAGES.phone })
    .trim()
    .refine(isStorePhone, STORE_CONTACT_MESSAGES.phone),
  email: text({ error: STORE_CONTACT_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(STORE_CONTACT_LIMITS.email, STORE_CONTACT_MESSAGES.email)
    .pipe(z.email({ error: STORE_CONTACT_MESSAGES.email })),
  hours: text({ error: STORE_CONTACT_MESSAGES.hoursLength })
    .trim()
    .max(STORE_CONTACT_LIMITS.hours, STORE_CONTACT_MESSAGES.hoursLength),
  instagramUrl: socialUrl('Instagram'),
  facebookUrl: socialUrl('Facebook'),
  youtubeUrl: socialUrl('YouTube'),
  pinterestUrl: socialUrl('Pinterest'),
});

/** GET /api/store-contact, and the store contact in GET /api/admin/settings. */
export const storeContactViewSchema = z.object({
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  hours: z.string(),
  instagramUrl: z.string(),
  facebookUrl: z.string(),
  youtubeUrl: z.string(),
  pinterestUrl: z.string(),
});

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
  /** Minutes an order awaiting online payment holds its stock before it is cancelled. */
  payment_hold_minutes: {
    schema: z.object({ minutes: z.number().int().min(5).max(1440) }),
    default: { minutes: DEFAULT_PAYMENT_HOLD_MINUTES },
  },
  /**
   * Cash-on-delivery orders the customer confirms with a mailed code before the store confirms
   * them: a first order, or one of `abovePaise` or more (null: any amount); unconfirmed ones are
   * cancelled after `hours`.
   */
  cod_confirmation: {
    schema: z.object({
      enabled: z.boolean(),
      firstOrder: z.boolean(),
      abovePaise: z.number().int().min(0).max(100_000_000_00).nullable(),
      hours: z.number().int().min(1).max(168),
    }),
    default: { enabled: false, firstOrder: true, abovePaise: 5_000_00, hours: 24 },
  },
  /**
   * What paying online saves the shopper (docs/payments.md, "Prepaid discount"): nothing, whole
   * rupees off, or a whole percentage of the goods after any promo code, rounded down to a rupee.
   */
  prepaid_discount: {
    schema: z.object({
      kind: z.enum(PREPAID_DISCOUNT_KINDS),
      paise: z
        .number()
        .int()
        .min(0)
        .max(PREPAID_DISCOUNT_MAX_RUPEES * 100),
      percent: z.number().int().min(0).max(PREPAID_DISCOUNT_MAX_PERCENT),
    }),
    default: { kind: 'none', paise: 0, percent: 0 },
  },
  /** Gift wrap offered at checkout for a fee (docs/product.md, "Gifts"); off until switched on. */
  gift_wrap: {
    schema: z.object({
      enabled: z.boolean(),
      paise: z
        .number()
        .int()
        .min(100)
        .max(GIFT_WRAP_FEE_MAX_RUPEES * 100),
    }),
    default: { enabled: false, paise: DEFAULT_GIFT_WRAP_FEE_PAISE },
  },
  /**
   * Reminders of a signed-in shopper's cart left without an order (docs/product.md, "Cart
   * reminders"): the first `firstReminderHours` after its last change, a second (when set)
   * `secondReminderHours` after the first; on unless switched off.
   */
  abandoned_cart: {
    schema: z.object({
      enabled: z.boolean(),
      firstReminderHours: z
        .number()
        .int()
        .min(ABANDONED_CART_MIN_HOURS)
        .max(ABANDONED_CART_FIRST_MAX_HOURS),
      secondReminderHours: z
        .number()
        .int()
        .min(ABANDONED_CART_MIN_HOURS)
        .max(ABANDONED_CART_SECOND_MAX_HOURS)
        .nullable(),
    }),
    default: {
      enabled: true,
      firstReminderHours: DEFAULT_FIRST_REMINDER_HOURS,
      secondReminderHours: null,
    },
  },
  /** Every staff account must use two-factor sign-in: one that has not set it up must first. */
  staff_two_factor: {
    schema: z.object({ required: z.boolean() }),
    default: { required: false },
  },
  invoice_identity: {
    schema: invoiceIdentitySchema,
    default: { legalName: '', address: '', gstin: '', state: '' },
  },
  /**
   * Not written by the store's first start: its row exists once an admin has saved it, which
   * the setup checklist counts as done (docs/admin-guide.md, "Dashboard").
   */
  store_contact: {
    schema: storeContactSchema,
    default: DEFAULT_STORE_CONTACT,
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
  /** Minutes an order awaiting online payment holds its stock before it is cancelled. */
  paymentHoldMinutes: z.number().int(),
  codConfirmation: z.object({
    enabled: z.boolean(),
    firstOrder: z.boolean(),
    /** Rupees; null: orders of any amount are not asked on account of their amount. */
    above: z.number().nullable(),
    hours: z.number().int(),
  }),
  /** What paying online saves: `amount` in whole rupees or `percent` of the goods; 0 when unused. */
  prepaidDiscount: z.object({
    kind: z.enum(PREPAID_DISCOUNT_KINDS),
    amount: z.number().int(),
    percent: z.number().int(),
  }),
  invoiceIdentity: z.object({
    legalName: z.string(),
    address: z.string(),
    gstin: z.string(),
    state: z.string(),
  }),
  storeContact: storeContactViewSchema,
  /** Whether every staff account must use two-factor sign-in. */
  staffTwoFactor: z.object({ required: z.boolean() }),
  /** Gift wrap at checkout: offered or not, and its fee in rupees. */
  giftWrap: z.object({ enabled: z.boolean(), fee: z.number() }),
  /** Cart reminders: on or off, hours to the first, and to the second after it (null: none). */
  abandonedCart: z.object({
    enabled: z.boolean(),
    firstReminderHours: z.number().int(),
    secondReminderHours: z.number().int().nullable(),
  }),
});
export type StoreSettings = z.infer<typeof storeSettingsSchema>;

/** The screen's sections, as the last segment of PUT /api/admin/settings/{section}. */
export const SETTINGS_SECTIONS = [
  'cash-on-delivery',
  'returns',
  'inventory',
  'online-payments',
  'cod-confirmation',
  'prepaid-discount',
  'invoice-identity',
  'store-contact',
  'staff-two-factor',
  'gift-wrap',
  'abandoned-cart',
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
  gstin: GSTIN_REQUIRED_MESSAGE,
  state: 'Choose a state of India from the list.',
  gstinOfAnotherState: (stateName: string, code: string) =>
    `This GSTIN is registered in ${stateName} (state code ${code}). Choose ${stateName} or check the GSTIN.`,
} as const;

const hasAtMostTwoDecimals = (rupees: number) =>
  Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;

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

export const PAYMENT_HOLD_MIN_MINUTES = 5;
export const PAYMENT_HOLD_MAX_MINUTES = 1440;

/** PUT /api/admin/settings/online-payments. */
export const onlinePaymentSettingsSchema = /* @__PURE__ */ z.object({
  paymentHoldMinutes: wholeNumber(
    `Time to pay must be a whole number of minutes from ${PAYMENT_HOLD_MIN_MINUTES} to ${groupIndianDigits(PAYMENT_HOLD_MAX_MINUTES)}.`,
    PAYMENT_HOLD_MIN_MINUTES,
    PAYMENT_HOLD_MAX_MINUTES,
  ),
});
export type OnlinePaymentSettings = z.infer<typeof onlinePaymentSettingsSchema>;

export const COD_CONFIRMATION_MIN_HOURS = 1;
export const COD_CONFIRMATION_MAX_HOURS = 168;
const COD_CONFIRMATION_ABOVE_MESSAGE = `The amount must be between 1 and ${groupIndianDigits(COD_LIMIT_MAX_RUPEES)} rupees, or empty.`;

/** PUT /api/admin/settings/cod-confirmation. */
export const codConfirmationSettingsSchema = /* @__PURE__ */ z.object({
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
  firstOrder: z.boolean({ error: 'firstOrder must be true or false.' }),
  above: z
    .number({ error: COD_CONFIRMATION_ABOVE_MESSAGE })
    .min(1, COD_CONFIRMATION_ABOVE_MESSAGE)
    .max(COD_LIMIT_MAX_RUPEES, COD_CONFIRMATION_ABOVE_MESSAGE)
    .refine(hasAtMostTwoDecimals, 'The amount may have at most 2 decimals.')
    .nullable(),
  hours: wholeNumber(
    `Time to confirm must be a whole number of hours from ${COD_CONFIRMATION_MIN_HOURS} to ${COD_CONFIRMATION_MAX_HOURS}.`,
    COD_CONFIRMATION_MIN_HOURS,
    COD_CONFIRMATION_MAX_HOURS,
  ),
});
export type CodConfirmationSettings = z.infer<typeof codConfirmationSettingsSchema>;

/** PUT /api/admin/settings/gift-wrap: on or off, and the fee in rupees. */
export const giftWrapSettingsSchema = /* @__PURE__ */ z.object({
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
  fee: z
    .number({ error: GIFT_MESSAGES.fee })
    .min(1, GIFT_MESSAGES.fee)
    .max(GIFT_WRAP_FEE_MAX_RUPEES, GIFT_MESSAGES.fee)
    .refine(hasAtMostTwoDecimals, GIFT_MESSAGES.fee),
});
export type GiftWrapSettings = z.infer<typeof giftWrapSettingsSchema>;

const FIRST_REMINDER_MESSAGE = `The first reminder must be a whole number of hours from ${ABANDONED_CART_MIN_HOURS} to ${ABANDONED_CART_FIRST_MAX_HOURS}.`;
const SECOND_REMINDER_MESSAGE = `The second reminder must be a whole number of hours from ${ABANDONED_CART_MIN_HOURS} to ${ABANDONED_CART_SECOND_MAX_HOURS}, or empty for none.`;

/**
 * PUT /api/admin/settings/abandoned-cart: reminders on or off, the hours from a cart's last
 * change to the first, and from the first to the second (null: only one).
 */
export const abandonedCartSettingsSchema = /* @__PURE__ */ z.object({
  enabled: z.boolean({ error: 'enabled must be true or false.' }),
  firstReminderHours: wholeNumber(
    FIRST_REMINDER_MESSAGE,
    ABANDONED_CART_MIN_HOURS,
    ABANDONED_CART_FIRST_MAX_HOURS,
  ),
  secondReminderHours: wholeNumber(
    SECOND_REMINDER_MESSAGE,
    ABANDONED_CART_MIN_HOURS,
    ABANDONED_CART_SECOND_MAX_HOURS,
  ).nullable(),
});
export type AbandonedCartSettings = z.infer<typeof abandonedCartSettingsSchema>;

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
  gstin: text({ error: SETTINGS_MESSAGES.gstin }).trim().toUpperCase().superRefine(refuseBadGstin),
  state: requiredText(SETTINGS_MESSAGES.state, 100, SETTINGS_MESSAGES.state),
});
export type InvoiceIdentityUpdate = z.infer<typeof invoiceIdentityUpdateSchema>;

/** "Cash on delivery is available for orders up to ₹50,000." with the store's limit. */
export function codOverLimitMessage(limitRupees: number): string {
  return `Cash on delivery is available for orders up to ${formatPrice(limitRupees)}. Please choose another payment method.`;
}
