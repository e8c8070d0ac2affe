import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  SUBSCRIBER_CSV_COLUMNS,
  toPage,
  type AdminSubscribersQuery,
  type Page,
  type Subscriber,
  type SubscriberExportQuery,
} from '@attar/contracts';
import { stringify } from 'csv-stringify';
import type { Db, DbOrTx } from '../../db/client.js';
import { pageOffset } from '../../lib/pagination.js';
import * as repo from './newsletter.repository.js';

function toSubscriberDto(row: repo.SubscriberView): Subscriber {
  return {
    id: row.id,
    email: row.email,
    subscribedAt: row.subscribedAt.toISOString(),
    account: row.account
      ? {
          id: row.account.id,
          fullName: `${row.account.firstName} ${row.account.lastName}`.trim(),
          email: row.account.email,
        }
      : null,
  };
}

/** GET /api/admin/subscribers: current subscriptions, newest first, with their accounts. */
export async function listSubscribers(
  db: Db,
  query: AdminSubscribersQuery,
): Promise<Page<Subscriber>> {
  const { rows, total } = await repo.pageOfSubscribers(
    db,
    query.search,
    query.size,
    pageOffset(query),
  );
  return toPage(rows.map(toSubscriberDto), total, query);
}

/**
 * Deletes the subscriptions of an account being erased (decision 0015), in the erasure's
 * transaction: an address the store will never mail again is not kept.
 */
export async function forgetSubscriptionsOf(
  tx: DbOrTx,
  userId: number,
  accountEmail: string,
): Promise<number> {
  return repo.deleteSubscriptionsOf(tx, userId, accountEmail);
}

// Read a page at a time while the file is written, so a long list is never held in memory.
const EXPORT_PAGE_SIZE = 500;
const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** "2026-05-14T10:32:05+05:30": India's clock time, unambiguous for a spreadsheet and a script. */
export function indiaTimestamp(date: Date): string {
  return new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, '+05:30');
}

async function* subscriberRows(db: Db, search: string | undefined) {
  for (let page = 0; ; page += 1) {
    const { rows } = await repo.pageOfSubscribers(
      db,
      search,
      EXPORT_PAGE_SIZE,
      page * EXPORT_PAGE_SIZE,
    );
    for (const row of rows) {
      const subscriber = toSubscriberDto(row);
      yield {
        email: subscriber.email,
        subscribedAt: indiaTimestamp(row.subscribedAt),
        accountId: subscriber.account?.id ?? null,
        accountName: subscriber.account?.fullName ?? '',
        accountEmail: subscriber.account?.email ?? '',
      };
    }
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

/**
 * The current subscribers a search finds, every page, as CSV: UTF-8 with a byte order mark,
 * CRLF line ends, and text a spreadsheet would run as a formula prefixed with a quote (as the
 * product export writes it).
 */
export function subscriberCsvStream(db: Db, query: SubscriberExportQuery): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...SUBSCRIBER_CSV_COLUMNS],
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
  });
  // A failed read ends the download early; the error reaches the response through `csv`.
  pipeline(Readable.from(subscriberRows(db, query.search)), csv).catch(() => undefined);
  return csv;
}

/** "attar-house-subscribers-2026-05-14.csv", dated in India's time zone. */
export function subscriberExportFileName(now = new Date()): string {
  const day = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return `attar-house-subscribers-${day}.csv`;
}
