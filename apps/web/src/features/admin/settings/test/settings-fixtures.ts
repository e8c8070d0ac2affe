import { DEFAULT_STORE_CONTACT, type StoreSettings } from '@attar/contracts';

/** GET /api/admin/settings as a new store answers it: the defaults, nothing saved yet. */
export const NEW_STORE_SETTINGS: StoreSettings = {
  codFee: 49,
  codLimit: 200000,
  returnWindowDays: 30,
  lowStockThreshold: 5,
  paymentHoldMinutes: 15,
  codConfirmation: { enabled: false, firstOrder: true, above: 5000, hours: 24 },
  prepaidDiscount: { kind: 'none', amount: 0, percent: 0 },
  invoiceIdentity: { legalName: '', address: '', gstin: '', state: '' },
  storeContact: DEFAULT_STORE_CONTACT,
  staffTwoFactor: { required: false },
  giftWrap: { enabled: false, fee: 49 },
  abandonedCart: { enabled: true, firstReminderHours: 4, secondReminderHours: null },
};
