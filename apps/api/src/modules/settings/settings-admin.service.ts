import {
  type AbandonedCartSettings,
  type CodConfirmationSettings,
  type GiftWrapSettings,
  type PrepaidDiscountSettings,
  type StaffTwoFactorSettings,
  paiseToRupees,
  rupeesToPaise,
  SETTINGS_MESSAGES,
  stateIdOfGstin,
  type CashOnDeliverySettings,
  type CodFee,
  type InventorySettings,
  type OnlinePaymentSettings,
  type InvoiceIdentityUpdate,
  type ReturnSettings,
  type StoreContact,
  type StoreSettingKey,
  type StoreSettings,
  type StoreSettingValue,
} from '@attar/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import { findStateOfIndia } from '../location/location.service.js';
import { getSetting, getSettingForUpdate, setSetting } from './settings.service.js';

// The admin's settings screen (docs/admin-guide.md, "Store settings"): every setting read at once,
// money in rupees; each section written on its own, checked, and audited key by key.

/** The audit log's name for a store setting. */
export const SETTING_ENTITY = 'setting';

/** A setting's id in the audit log, whose entity ids are numbers; never reuse a retired one. */
export const SETTING_AUDIT_IDS: Record<StoreSettingKey, number> = {
  cod_fee: 1,
  return_window_days: 2,
  low_stock_threshold: 3,
  cod_limit: 4,
  invoice_identity: 5,
  store_contact: 6,
  payment_hold_minutes: 7,
  cod_confirmation: 8,
  prepaid_discount: 9,
  staff_two_factor: 10,
  gift_wrap: 11,
  abandoned_cart: 12,
};

/** Each setting as the admin reads it: the field names and units of GET /api/admin/settings. */
const VIEWS: { [K in StoreSettingKey]: (value: StoreSettingValue<K>) => Record<string, unknown> } =
  {
    cod_fee: (value) => ({ codFee: paiseToRupees(value.paise) }),
    cod_limit: (value) => ({ codLimit: paiseToRupees(value.paise) }),
    return_window_days: (value) => ({ returnWindowDays: value.days }),
    low_stock_threshold: (value) => ({ lowStockThreshold: value.quantity }),
    invoice_identity: (value) => ({ ...value }),
    store_contact: (value) => ({ ...value }),
    payment_hold_minutes: (value) => ({ paymentHoldMinutes: value.minutes }),
    cod_confirmation: (value) => ({ codConfirmation: codConfirmationView(value) }),
    prepaid_discount: (value) => ({ prepaidDiscount: prepaidDiscountView(value) }),
    staff_two_factor: (value) => ({ staffTwoFactor: { ...value } }),
    gift_wrap: (value) => ({ giftWrap: giftWrapView(value) }),
    abandoned_cart: (value) => ({ abandonedCart: { ...value } }),
  };

function prepaidDiscountView(value: StoreSettingValue<'prepaid_discount'>) {
  return { kind: value.kind, amount: paiseToRupees(value.paise), percent: value.percent };
}

function giftWrapView(value: StoreSettingValue<'gift_wrap'>) {
  return { enabled: value.enabled, fee: paiseToRupees(value.paise) };
}

function codConfirmationView(value: StoreSettingValue<'cod_confirmation'>) {
  return {
    enabled: value.enabled,
    firstOrder: value.firstOrder,
    above: value.abovePaise === null ? null : paiseToRupees(value.abovePaise),
    hours: value.hours,
  };
}

/** Every store setting, money in rupees (GET /api/admin/settings). */
export async function readStoreSettings(db: DbOrTx): Promise<StoreSettings> {
  return {
    codFee: paiseToRupees((await getSetting(db, 'cod_fee')).paise),
    codLimit: paiseToRupees((await getSetting(db, 'cod_limit')).paise),
    returnWindowDays: (await getSetting(db, 'return_window_days')).days,
    lowStockThreshold: (await getSetting(db, 'low_stock_threshold')).quantity,
    paymentHoldMinutes: (await getSetting(db, 'payment_hold_minutes')).minutes,
    codConfirmation: codConfirmationView(await getSetting(db, 'cod_confirmation')),
    prepaidDiscount: prepaidDiscountView(await getSetting(db, 'prepaid_discount')),
    invoiceIdentity: await getSetting(db, 'invoice_identity'),
    storeContact: await getSetting(db, 'store_contact'),
    staffTwoFactor: await getSetting(db, 'staff_two_factor'),
    giftWrap: giftWrapView(await getSetting(db, 'gift_wrap')),
    abandonedCart: await getSetting(db, 'abandoned_cart'),
  };
}

/**
 * Runs a settings write and, once it is committed, clears the settings every instance keeps
 * (checkout reads them per request).
 */
async function writeSettings(db: Db, write: (tx: Tx) => Promise<void>): Promise<void> {
  await db.transaction(write);
  await storefrontChanged(db);
}

/** Writes one setting with its row locked and records what changed, when anything did. */
async function writeAudited<K extends StoreSettingKey>(
  tx: Tx,
  admin: AuditActor,
  key: K,
  value: StoreSettingValue<K>,
): Promise<void> {
  const view = VIEWS[key] as (value: StoreSettingValue<K>) => Record<string, unknown>;
  const before = view(await getSettingForUpdate(tx, key));
  const after = view(await setSetting(tx, key, value));
  const changes = diffFields(before, after);
  if (Object.keys(changes).length === 0) return;
  await recordChange(tx, {
    actor: admin,
    entityType: SETTING_ENTITY,
    entityId: SETTING_AUDIT_IDS[key],
    action: 'UPDATE',
    changes,
    reason: key,
  });
}

/** Sets the COD fee alone (PUT /api/admin/settings/cod-fee, the spec's call). */
export async function updateCodFee(db: Db, admin: AuditActor, rupees: number): Promise<CodFee> {
  await writeSettings(db, (tx) =>
    writeAudited(tx, admin, 'cod_fee', { paise: rupeesToPaise(rupees) }),
  );
  return { codFee: paiseToRupees((await getSetting(db, 'cod_fee')).paise) };
}

/** The cash-on-delivery section: the fee and the limit, in rupees. */
export async function updateCashOnDelivery(
  db: Db,
  admin: AuditActor,
  values: CashOnDeliverySettings,
): Promise<StoreSettings> {
  await writeSettings(db, async (tx) => {
    await writeAudited(tx, admin, 'cod_fee', { paise: rupeesToPaise(values.codFee) });
    await writeAudited(tx, admin, 'cod_limit', { paise: rupeesToPaise(values.codLimit) });
  });
  return readStoreSettings(db);
}

/** The returns section: how many days after delivery an item may be returned. */
export async function updateReturnSettings(
  db: Db,
  admin: AuditActor,
  values: ReturnSettings,
): Promise<StoreSettings> {
  await writeSettings(db, (tx) =>
    writeAudited(tx, admin, 'return_window_days', { days: values.returnWindowDays }),
  );
  return readStoreSettings(db);
}

/** The online payments section: how long an unpaid online order holds its stock. */
export async function updateOnlinePaymentSettings(
  db: Db,
  admin: AuditActor,
  values: OnlinePaymentSettings,
): Promise<StoreSettings> {
  await writeSettings(db, (tx) =>
    writeAudited(tx, admin, 'payment_hold_minutes', { minutes: values.paymentHoldMinutes }),
  );
  return readStoreSettings(db);
}

/** The cash-on-delivery confirmation section: which orders are confirmed by code, and for how long. */
export async function updateCodConfirmationSettings(
  db: Db,
  admin: AuditActor,
  values: CodConfirmationSettings,
): Promise<StoreSettings> {
  await writeSettings(db, (tx) =>
    writeAudited(tx, admin, 'cod_confirmation', {
      enabled: values.enabled,
      firstOrder: values.firstOrder,
      abovePaise: values.above === null ? null : rupeesToPaise(values.above),
      hours: values.hours,
    }),
  );
  return readStoreSettings(db);
}

/** The prepaid discount section: what paying online takes off an order. */
export async function updatePrepaidDiscountSettings(
  db: Db,
  admin: AuditActor,
  values: PrepaidDiscountSettings,
): Promise<StoreSettings> {
  await writeSettings(db, (tx) =>
    writeAudited(tx, admin, 'prepaid_discount', {
      kind: values.kind,
      paise: rupeesToPaise(values.amount),
      percent: values.percent,
    }),
  );
  return readStoreSettings(db);
}

/**
 * Whether every staff account must use two-factor sign-in: staff without it set it up at their
 * next sign-in; sessions open now go on as they are.
 */
export async function updateStaffTwoFactorSettings(
  db: Db,
  admin: AuditActor,
  values: StaffTwoFactorSettings,
): Promise<StoreSettings> {
  await writeSettings(db, (tx) =>
    writeAudited(tx, admin, 'staff_two_factor', { required: values.required }),
  );
  return readStoreSettings(db);
}

/** The gift wrap section: whether checkout offers gift wrap, and its fee. */
export async function updateGiftWrapSettings(
  db: Db,
  admin: AuditActor,
  values: GiftWrapSettings,
): Promise<StoreSettings> {
  await writeSettings(db, (tx) =>
    writeAudited(tx, admin, 'gift_wrap', {
      enabled: values.enabled,
      paise: rupeesToPaise(values.fee),
    }),
  );
  return readStoreSettings(db);
}

/**
 * The cart reminders section: on or off, the hours from a cart's last change to the first
 * reminder, and from the first to the second (null: one reminder only).
 */
export async function updateAbandonedCartSettings(
  db: Db,
  admin: AuditActor,
  values: AbandonedCartSettings,
): Promise<StoreSettings> {
  await writeSettings(db, (tx) => writeAudited(tx, admin, 'abandoned_cart', { ...values }));
  return readStoreSettings(db);
}

/** The inventory section: the stock level at or below which a product counts as low. */
export async function updateInventorySettings(
  db: Db,
  admin: AuditActor,
  values: InventorySettings,
): Promise<StoreSettings> {
  await writeSettings(db, (tx) =>
    writeAudited(tx, admin, 'low_stock_threshold', { quantity: values.lowStockThreshold }),
  );
  return readStoreSettings(db);
}

const invalidField = (path: keyof InvoiceIdentityUpdate, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

/**
 * The seller on tax invoices. The state must be one the address form offers (it is stored as
 * that list spells it, since it decides CGST and SGST against IGST), and the GSTIN's first two
 * digits must be that state's GST code.
 */
export async function updateInvoiceIdentity(
  db: Db,
  admin: AuditActor,
  values: InvoiceIdentityUpdate,
): Promise<StoreSettings> {
  const state = await findStateOfIndia(values.state);
  if (!state) throw invalidField('state', SETTINGS_MESSAGES.state);
  const gstinStateId = stateIdOfGstin(values.gstin);
  if (gstinStateId !== null && gstinStateId !== state.stateId) {
    const registered = await findStateOfIndia(gstinStateId);
    throw invalidField(
      'state',
      SETTINGS_MESSAGES.gstinOfAnotherState(
        registered?.stateName ?? gstinStateId,
        values.gstin.slice(0, 2),
      ),
    );
  }
  await writeSettings(db, (tx) =>
    writeAudited(tx, admin, 'invoice_identity', { ...values, state: state.stateName }),
  );
  return readStoreSettings(db);
}

/**
 * The store's contact details and social links, as the footer, the contact page and the mails
 * show them. Saved even when nothing changed: the setup checklist counts the first save.
 */
export async function updateStoreContact(
  db: Db,
  admin: AuditActor,
  values: StoreContact,
): Promise<StoreSettings> {
  await writeSettings(db, (tx) => writeAudited(tx, admin, 'store_contact', values));
  return readStoreSettings(db);
}
