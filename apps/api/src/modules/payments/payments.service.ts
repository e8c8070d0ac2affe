import {
  paiseToRupees,
  rupeesToPaise,
  toPage,
  type CodFee,
  type Page,
  type PaymentMethod,
  type PaymentMethodListQuery,
} from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { PaymentMethodRow } from '../../db/schema/index.js';
import { pageOffset } from '../../lib/pagination.js';
import { getSetting, setSetting } from '../settings/settings.service.js';
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

/** The payment methods the checkout offers, in display order. */
export async function listActivePaymentMethods(db: DbOrTx): Promise<PaymentMethod[]> {
  return (await repo.activePaymentMethods(db)).map(toPaymentMethodDto);
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
 * The cash-on-delivery fee in paise. The start-up seed stores it; a store whose setting is
 * missing charges the seeded default rather than nothing.
 */
export async function codFeePaise(db: DbOrTx): Promise<number> {
  return (await getSetting(db, 'cod_fee')).paise;
}

/** The cash-on-delivery fee in rupees, as the checkout reads it. */
export async function getCodFee(db: DbOrTx): Promise<CodFee> {
  return { codFee: paiseToRupees(await codFeePaise(db)) };
}

/** Sets the cash-on-delivery fee (rupees with at most two decimals, checked by the contract). */
export async function setCodFee(db: DbOrTx, rupees: number): Promise<CodFee> {
  const paise = rupeesToPaise(rupees);
  await setSetting(db, 'cod_fee', { paise });
  return { codFee: paiseToRupees(paise) };
}
