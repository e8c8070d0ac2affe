import {
  basisPointsToRatePercent,
  ratePercentToBasisPoints,
  type GstRate,
  type GstRateCreateInput,
  type GstRateTable,
} from '@attar/contracts';
import type { Db } from '../../db/client.js';
import type { GstRateRow } from '../../db/schema/index.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, notFound } from '../../lib/errors.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import * as repo from './tax.repository.js';
import { headingsOf, indiaDateOf } from './tax.service.js';

const ENTITY = 'gst_rate';

function statusOf(
  row: GstRateRow,
  inForceId: number | undefined,
  today: string,
): GstRate['status'] {
  if (row.effectiveFrom > today) return 'SCHEDULED';
  return row.id === inForceId ? 'IN_FORCE' : 'PAST';
}

function audited(row: GstRateRow) {
  return {
    hsnCode: row.hsnCode,
    rateBasisPoints: row.rateBasisPoints,
    effectiveFrom: row.effectiveFrom,
    description: row.description,
  };
}

/** Every HSN code of the table with its rate in force today, its scheduled changes and history. */
export async function readRateTable(db: Db, now = new Date()): Promise<GstRateTable> {
  const today = indiaDateOf(now);
  const byCode = new Map<string, GstRateRow[]>();
  for (const row of await repo.allRates(db)) {
    byCode.set(row.hsnCode, [...(byCode.get(row.hsnCode) ?? []), row]);
  }
  const items = [...byCode.entries()].map(([hsnCode, rows]) => {
    // Rows are oldest first: the last one started by today is in force.
    const current = rows.filter((row) => row.effectiveFrom <= today).at(-1);
    const dto = (row: GstRateRow): GstRate => ({
      id: row.id,
      hsnCode: row.hsnCode,
      ratePercent: basisPointsToRatePercent(row.rateBasisPoints),
      effectiveFrom: row.effectiveFrom,
      description: row.description,
      status: statusOf(row, current?.id, today),
    });
    const rates = rows.map(dto);
    return {
      hsnCode,
      description: rows.at(-1)!.description,
      inForce: current ? dto(current) : null,
      scheduled: rates.filter((rate) => rate.status === 'SCHEDULED'),
      rates: [...rates].reverse(),
    };
  });
  return { today, items };
}

const invalid = (path: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);

const duplicate = (input: GstRateCreateInput) =>
  new AppError(
    409,
    'CONFLICT',
    `HSN ${input.hsnCode} already has a rate from ${input.effectiveFrom}. Delete that one first if it is scheduled, or choose another day.`,
    [{ path: 'effectiveFrom', message: 'This HSN code already has a rate from this day.' }],
  );

/**
 * Adds a rate from a day on: a new HSN code (from any day since GST began), or a new rate for
 * a code that is already taxed, from today or later only, so that no sale already made changes
 * rate (orders keep the rate they stored, and a quote's figures must hold until it is placed).
 */
export async function addRate(
  db: Db,
  actor: AuditActor,
  input: GstRateCreateInput,
  now = new Date(),
): Promise<GstRateTable> {
  const today = indiaDateOf(now);
  await db.transaction(async (tx) => {
    const known = await repo.ratesOf(tx, headingsOf(input.hsnCode));
    if (
      known.some(
        (row) => row.hsnCode === input.hsnCode && row.effectiveFrom === input.effectiveFrom,
      )
    )
      throw duplicate(input);
    if (known.length > 0 && input.effectiveFrom < today) {
      throw invalid(
        'effectiveFrom',
        `HSN ${input.hsnCode} is already taxed: a new rate can start today (${today}) or later, so that what was sold keeps its rate.`,
      );
    }
    let row: GstRateRow;
    try {
      row = await repo.insertRate(tx, {
        hsnCode: input.hsnCode,
        rateBasisPoints: ratePercentToBasisPoints(input.ratePercent),
        effectiveFrom: input.effectiveFrom,
        description: input.description,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicate(input);
      throw error;
    }
    await recordChange(tx, {
      actor,
      entityType: ENTITY,
      entityId: row.id,
      action: 'CREATE',
      changes: diffFields(null, audited(row)),
    });
  });
  return readRateTable(db, now);
}

/** Deletes a scheduled rate; a rate in force or past has taxed sales and stays. */
export async function deleteRate(db: Db, actor: AuditActor, id: number, now = new Date()) {
  const today = indiaDateOf(now);
  await db.transaction(async (tx) => {
    const row = await repo.findRate(tx, id);
    if (!row) throw notFound('GST rate');
    if (row.effectiveFrom <= today) {
      throw new AppError(
        409,
        'CONFLICT',
        `The ${basisPointsToRatePercent(row.rateBasisPoints)}% rate of HSN ${row.hsnCode} has applied since ${row.effectiveFrom}: only a scheduled rate can be deleted. To change it, add a new rate from today or a later day.`,
      );
    }
    await repo.deleteRate(tx, id);
    await recordChange(tx, {
      actor,
      entityType: ENTITY,
      entityId: row.id,
      action: 'DELETE',
      changes: diffFields(audited(row), null),
    });
  });
}
