import {
  PAYMENT_MESSAGES,
  paiseToRupees,
  toPage,
  type CodFee,
  type Page,
  type PaymentMethod,
  type PaymentMethodListQuery,
  type PaymentProvider,
  RAZORPAY_METHOD,
  type StoreSettingValue,
  TEST_GATEWAY_METHOD,
} from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { PaymentMethodRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { rememberedOnStorefront, storefrontChanged } from '../../lib/storefront-changes.js';
import { pageOffset } from '../../lib/pagination.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import { getSetting, getSettingCached } from '../settings/settings.service.js';
import * as repo from './payments.repository.js';

function toPaymentMethodDto(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    method: row.method,
    displayName: row.displayName,
    description: row.description,
    isActive: row.isActive,
    sortOrder: row.sortOrder,
  };
}

/**
 * The payment methods the checkout offers, in display order. Every quote and order reads them,
 * so they come from the storefront cache, which switching a method on or off clears at once
 * on every instance (given a transaction, they are read from it).
 */
export async function listActivePaymentMethods(db: DbOrTx): Promise<PaymentMethod[]> {
  return rememberedOnStorefront(db, 'payment-methods:active', async () =>
    (await repo.activePaymentMethods(db)).map(toPaymentMethodDto),
  );
}

/** Every payment method for the admin, filtered by status and text. */
export async function searchPaymentMethods(
  db: DbOrTx,
  query: PaymentMethodListQuery,
): Promise<Page<PaymentMethod>> {
  const filter: repo.PaymentMethodFilter = {
    ...(query.status ? { isActive: query.status === 'active' } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
  const total = await repo.countPaymentMethods(db, filter);
  const rows =
    pageOffset(query) < total
      ? await repo.pageOfPaymentMethods(db, filter, query.size, pageOffset(query))
      : [];
  return toPage(rows.map(toPaymentMethodDto), total, query);
}

/** The payment method with this id when it is active, else null (for placing an order). */
export async function findActivePaymentMethod(
  db: DbOrTx,
  id: number,
): Promise<PaymentMethod | null> {
  const row = await repo.findPaymentMethod(db, id);
  return row?.isActive ? toPaymentMethodDto(row) : null;
}

/**
 * At start-up: the online method of the configured gateway is the one that can be offered.
 * Without Razorpay keys its method is switched off. With them, a store still offering the test
 * gateway hands over to Razorpay once (the test gateway off, Razorpay on); after that each stays
 * as the admin sets it. Never both at once.
 */
export async function offerConfiguredGateway(db: Db, provider: PaymentProvider): Promise<void> {
  const changed = await db.transaction(async (tx) => {
    const methods = await repo.lockAllPaymentMethods(tx);
    const test = methods.find((method) => method.method === TEST_GATEWAY_METHOD);
    const razorpay = methods.find((method) => method.method === RAZORPAY_METHOD);
    if (provider === 'test') {
      if (!razorpay?.isActive) return false;
      await repo.setPaymentMethodActive(tx, razorpay.id, false);
      return true;
    }
    if (!test?.isActive) return false;
    await repo.setPaymentMethodActive(tx, test.id, false);
    if (razorpay) await repo.setPaymentMethodActive(tx, razorpay.id, true);
    return true;
  });
  if (changed) await storefrontChanged(db);
}

/** Why an admin cannot switch on the method of a gateway that is not the configured one. */
function gatewayNotConfiguredMessage(displayName: string, configured: PaymentProvider): string {
  return configured === 'test'
    ? `${displayName} needs the store's Razorpay keys (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET). Until they are set, the test gateway takes online payments.`
    : `${displayName} cannot be switched on while Razorpay takes the store's online payments.`;
}

/** The method of the gateway that is not configured cannot be switched on. */
function unconfiguredGatewayMethod(provider: PaymentProvider): string {
  return provider === 'test' ? RAZORPAY_METHOD : TEST_GATEWAY_METHOD;
}

/** The audit log's name for a payment method. */
export const PAYMENT_METHOD_ENTITY = 'payment_method';

/**
 * Switches a payment method on or off for the checkout (admin), audited. The last active method
 * cannot be switched off: 409 LAST_ACTIVE_PAYMENT_METHOD. Asking for the state it is in changes
 * nothing.
 */
export async function setPaymentMethodStatus(
  db: Db,
  admin: AuditActor,
  id: number,
  isActive: boolean,
  provider: PaymentProvider,
): Promise<PaymentMethod> {
  const result = await db.transaction(async (tx) => {
    const methods = await repo.lockAllPaymentMethods(tx);
    const method = methods.find((candidate) => candidate.id === id);
    if (!method) throw notFound('Payment method');
    if (method.isActive === isActive) return { method: toPaymentMethodDto(method), changed: false };
    if (isActive && method.method === unconfiguredGatewayMethod(provider)) {
      throw new AppError(
        409,
        'GATEWAY_NOT_CONFIGURED',
        gatewayNotConfiguredMessage(method.displayName, provider),
        { paymentMethodId: id },
      );
    }
    const othersActive = methods.some((other) => other.id !== id && other.isActive);
    if (!isActive && !othersActive) {
      throw new AppError(
        409,
        'LAST_ACTIVE_PAYMENT_METHOD',
        PAYMENT_MESSAGES.lastActiveMethod(method.displayName),
        { paymentMethodId: id },
      );
    }
    const updated = await repo.setPaymentMethodActive(tx, id, isActive);
    await recordChange(tx, {
      actor: admin,
      entityType: PAYMENT_METHOD_ENTITY,
      entityId: id,
      action: isActive ? 'ACTIVATE' : 'DEACTIVATE',
      changes: diffFields({ isActive: method.isActive }, { isActive: updated.isActive }),
    });
    return { method: toPaymentMethodDto(updated), changed: true };
  });
  if (result.changed) await storefrontChanged(db);
  return result.method;
}

/**
 * The cash-on-delivery fee in paise. The start-up seed stores it; a store whose setting is
 * missing charges the seeded default rather than nothing. Every quote and order reads it, so
 * it comes from the settings cache, which an admin's settings write clears at once.
 */
export async function codFeePaise(db: DbOrTx): Promise<number> {
  return (await getSettingCached(db, 'cod_fee')).paise;
}

/** The cash-on-delivery fee in rupees, as stored now (GET /api/admin/settings/cod-fee). */
export async function getCodFee(db: DbOrTx): Promise<CodFee> {
  return { codFee: paiseToRupees((await getSetting(db, 'cod_fee')).paise) };
}

/** What paying online saves (docs/payments.md, "Prepaid discount"), from the settings cache. */
export async function prepaidDiscountSetting(
  db: DbOrTx,
): Promise<StoreSettingValue<'prepaid_discount'>> {
  return getSettingCached(db, 'prepaid_discount');
}

/** The cash-on-delivery limit in paise: COD is offered for order totals (fee included) up to it. */
export async function codLimitPaise(db: DbOrTx): Promise<number> {
  return (await getSettingCached(db, 'cod_limit')).paise;
}
