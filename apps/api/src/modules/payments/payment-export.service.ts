import { rupeesText, type DayPeriodQuery } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import { spreadsheetCsv, type CsvFile } from '../../lib/csv-writer.js';
import { indiaIsoTime } from '../audit/activity-log.service.js';
import { periodInstants } from '../../lib/india-days.js';
import { capturesAndRefundsBetween } from './payment-ledger.service.js';

// The payments export for an accountant's reconciliation with the gateway's settlements: every
// capture and refund the ledger holds, by the day (India time) it was written.

const COLUMNS = [
  { key: 'at', header: 'Date (India time)' },
  { key: 'orderNumber', header: 'Order' },
  { key: 'entry', header: 'Entry' },
  { key: 'gateway', header: 'Gateway' },
  { key: 'method', header: 'Method' },
  { key: 'amount', header: 'Amount (INR)' },
  { key: 'status', header: 'Status' },
  { key: 'paymentId', header: 'Payment id' },
  { key: 'refundId', header: 'Refund id' },
  { key: 'gatewayOrderId', header: 'Gateway order id' },
  { key: 'reference', header: 'Refund reference' },
  { key: 'detail', header: 'Detail' },
];

const GATEWAY_NAMES = { test: 'Test gateway (no money moved)', razorpay: 'Razorpay' } as const;

/**
 * GET /api/admin/payments.csv: one row per capture and per refund written in the period, oldest
 * first; a refund's amount is negative, so a column sum is what the store kept.
 */
export async function paymentsCsvFile(db: DbOrTx, period: DayPeriodQuery): Promise<CsvFile> {
  const { start, end } = periodInstants(period);
  const rows = await capturesAndRefundsBetween(db, start, end);
  // Amounts are paise, written as rupees: a number, never escaped as a formula when negative.
  const csv = spreadsheetCsv(COLUMNS, {
    number: (value, context) => (context.column === 'amount' ? rupeesText(value) : String(value)),
  });
  for (const { entry, orderNumber } of rows) {
    const sign = entry.kind === 'REFUND' ? -1 : 1;
    csv.write({
      at: indiaIsoTime(entry.createdAt),
      orderNumber,
      entry: entry.kind === 'REFUND' ? 'Refund' : 'Payment',
      gateway: GATEWAY_NAMES[entry.provider],
      method: entry.method ?? '',
      amount: sign * entry.amountPaise,
      status: entry.status,
      paymentId: entry.gatewayPaymentId ?? '',
      refundId: entry.gatewayRefundId ?? '',
      gatewayOrderId: entry.gatewayOrderId ?? '',
      reference: entry.reference ?? '',
      detail: entry.detail ?? '',
    });
  }
  csv.end();
  return { fileName: `payments-${period.from}-to-${period.to}.csv`, csv };
}
