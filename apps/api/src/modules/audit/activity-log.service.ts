import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ACTIVITY_LOG_CSV_COLUMNS,
  toPage,
  type ActivityLogEntry,
  type ActivityLogFilter,
  type ActivityLogQuery,
  type Page,
} from '@attar/contracts';
import { stringify } from 'csv-stringify';
import type { Db } from '../../db/client.js';
import type { AuditLogRow } from '../../db/schema/index.js';
import { pageOffset } from '../../lib/pagination.js';
import * as repo from './activity-log.repository.js';

// The activity log is a read-only view of the audit log that every admin write fills
// (docs/architecture.md, "Audit"): who, when, what, and each field before and after.

// An export reads the log a page at a time while the file is written, so that a long log is
// never held in memory at once.
const EXPORT_PAGE_SIZE = 500;

function toEntryDto(row: AuditLogRow): ActivityLogEntry {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail },
    entityType: row.entityType,
    entityId: row.entityId,
    action: row.action,
    changes: row.changes,
    reason: row.reason,
  };
}

/** GET /api/admin/activity-log: entries newest first, filtered by actor, entity and day. */
export async function searchActivityLog(
  db: Db,
  query: ActivityLogQuery,
): Promise<Page<ActivityLogEntry>> {
  const { page: _page, size: _size, ...filter } = query;
  const { rows, total } = await repo.pageOfEntries(db, filter, query.size, pageOffset(query));
  return toPage(rows.map(toEntryDto), total, query);
}

/** The entity types the log holds, for the screen's filter. */
export async function activityEntityTypes(db: Db): Promise<string[]> {
  return repo.entityTypes(db);
}

// India keeps one offset all year, so a local time and "+05:30" name the instant exactly.
const indiaTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "2026-05-14T15:40:12+05:30": ISO-8601 in India time, which spreadsheets there read as it is. */
export function indiaIsoTime(date: Date): string {
  return `${indiaTime.format(date).replace(' ', 'T')}+05:30`;
}

type CsvCell = string | number | null;

/**
 * One entry as a CSV row; its changes are one cell of JSON (`{"field":{"before":..,"after":..}}`).
 */
export function csvRowOf(
  row: AuditLogRow,
): Record<(typeof ACTIVITY_LOG_CSV_COLUMNS)[number], CsvCell> {
  return {
    id: row.id,
    at: indiaIsoTime(row.createdAt),
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    entityType: row.entityType,
    entityId: row.entityId,
    action: row.action,
    // jsonb keeps keys in its own order; "before" then "after" reads better in a cell.
    changes: JSON.stringify(
      Object.fromEntries(
        Object.entries(row.changes).map(([field, change]) => [
          field,
          { before: change.before, after: change.after },
        ]),
      ),
    ),
    reason: row.reason,
  };
}

async function* exportedRows(db: Db, filter: ActivityLogFilter) {
  // Entries written while the file is made would push the later pages down a row each.
  const upToId = await repo.newestId(db);
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const rows = await repo.entries(db, { ...filter, upToId }, EXPORT_PAGE_SIZE, offset);
    for (const row of rows) yield csvRowOf(row);
    if (rows.length < EXPORT_PAGE_SIZE) return;
  }
}

/**
 * The entries these filters select (every page), newest first, as a CSV stream made as the
 * product export makes its own: UTF-8 with a byte order mark, CRLF line ends, cells quoted where
 * RFC 4180 needs it, and text a spreadsheet would run as a formula prefixed with a quote.
 */
export function activityLogCsvStream(db: Db, filter: ActivityLogFilter): Readable {
  const csv = stringify({
    bom: true,
    header: true,
    columns: [...ACTIVITY_LOG_CSV_COLUMNS],
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
  });
  // A failed read ends the download early; the error reaches the response through `csv`.
  pipeline(Readable.from(exportedRows(db, filter)), csv).catch(() => undefined);
  return csv;
}

/** "attar-house-activity-log-2026-05-14.csv", dated in India's time zone. */
export function activityLogFileName(now = new Date()): string {
  const day = now.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  return `attar-house-activity-log-${day}.csv`;
}
