import {
  DELIVERY_ZONE_KIND_LABELS,
  DELIVERY_ZONE_MESSAGES,
  DELIVERY_ZONES_MAX,
  paiseToRupees,
  rupeesToPaise,
  type DeliveryZone,
  type DeliveryZoneInput,
  type DeliveryZoneTest,
} from '@attar/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import type { DeliveryZoneRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { anyChangeOf, diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';
import { findStateOfIndia } from '../location/location.service.js';
import * as repo from './shipping.repository.js';
import { deliveryOfZone, toDeliveryCheck, zoneOfPincode } from './shipping.service.js';

// The admin's delivery zones (docs/admin-guide.md, "Delivery"). Every write runs with the zones
// locked, is in the activity log, and clears the storefront cache so quotes see it at once.

const ZONE_ENTITY = 'DELIVERY_ZONE';

export function toZoneDto(row: DeliveryZoneRow): DeliveryZone {
  return {
    id: row.id,
    name: row.name,
    priority: row.priority,
    kind: row.kind,
    values: row.values,
    deliverable: row.deliverable,
    charge: paiseToRupees(row.chargePaise),
    freeAbove: row.freeAbovePaise === null ? null : paiseToRupees(row.freeAbovePaise),
    codAvailable: row.codAvailable,
    codLimit: row.codLimitPaise === null ? null : paiseToRupees(row.codLimitPaise),
    daysFrom: row.daysFrom,
    daysTo: row.daysTo,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listZones(db: DbOrTx): Promise<DeliveryZone[]> {
  return (await repo.zonesInOrder(db)).map(toZoneDto);
}

/** A zone's values as stored: states by their ids ("Maharashtra" and "MH" are both "MH"). */
async function storedValues(input: DeliveryZoneInput): Promise<string[]> {
  if (input.kind !== 'STATE') return input.values;
  const ids: string[] = [];
  for (const [index, value] of input.values.entries()) {
    const state = await findStateOfIndia(value);
    if (!state) {
      const message = DELIVERY_ZONE_MESSAGES.unknownState(value);
      throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: `values.${index}`, message }]);
    }
    if (ids.includes(state.stateId)) {
      const message = DELIVERY_ZONE_MESSAGES.listedTwice(value);
      throw new AppError(400, 'VALIDATION_FAILED', message, [{ path: `values.${index}`, message }]);
    }
    ids.push(state.stateId);
  }
  return ids;
}

async function columnsOf(input: DeliveryZoneInput): Promise<repo.DeliveryZoneValues> {
  return {
    name: input.name,
    kind: input.kind,
    values: await storedValues(input),
    deliverable: input.deliverable,
    chargePaise: rupeesToPaise(input.charge),
    freeAbovePaise: input.freeAbove === null ? null : rupeesToPaise(input.freeAbove),
    codAvailable: input.codAvailable,
    codLimitPaise: input.codLimit === null ? null : rupeesToPaise(input.codLimit),
    daysFrom: input.daysFrom,
    daysTo: input.daysTo,
  };
}

/** What the activity log keeps of a zone. */
function auditedFields(zone: DeliveryZone | null) {
  if (!zone) return null;
  const { id: _id, updatedAt: _updatedAt, ...fields } = zone;
  return fields;
}

/** Adds a zone, asked after every other; 409 when the store already has the most it may. */
export async function createZone(
  db: Db,
  actor: AuditActor,
  input: DeliveryZoneInput,
): Promise<DeliveryZone> {
  const values = await columnsOf(input);
  const zone = await db.transaction(async (tx) => {
    const zones = await repo.lockZones(tx);
    if (zones.length >= DELIVERY_ZONES_MAX) {
      throw new AppError(
        409,
        'ZONE_LIMIT_REACHED',
        `A store has at most ${DELIVERY_ZONES_MAX} zones.`,
      );
    }
    const row = await repo.insertZone(tx, { ...values, priority: zones.length + 1 });
    const created = toZoneDto(row);
    await recordChange(tx, {
      actor,
      entityType: ZONE_ENTITY,
      entityId: row.id,
      action: 'CREATE',
      changes: diffFields(null, { ...auditedFields(created) }),
    });
    return created;
  });
  await storefrontChanged(db);
  return zone;
}

export async function updateZone(
  db: Db,
  actor: AuditActor,
  id: number,
  input: DeliveryZoneInput,
): Promise<DeliveryZone> {
  const values = await columnsOf(input);
  const zone = await db.transaction(async (tx) => {
    const zones = await repo.lockZones(tx);
    const before = zones.find((row) => row.id === id);
    if (!before) throw notFound('Delivery zone');
    await repo.updateZone(tx, id, values);
    const after = toZoneDto((await repo.findZone(tx, id))!);
    const changes = diffFields(
      { ...auditedFields(toZoneDto(before)) },
      { ...auditedFields(after) },
    );
    if (Object.keys(changes).length > 0) {
      await recordChange(tx, {
        actor,
        entityType: ZONE_ENTITY,
        entityId: id,
        action: 'UPDATE',
        changes,
      });
    }
    return after;
  });
  await storefrontChanged(db);
  return zone;
}

/** Removes a zone; those after it move up one place. */
export async function deleteZone(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const zones = await repo.lockZones(tx);
    const zone = zones.find((row) => row.id === id);
    if (!zone) throw notFound('Delivery zone');
    await repo.deleteZone(tx, id);
    await repo.renumber(
      tx,
      zones.filter((row) => row.id !== id).map((row) => row.id),
    );
    await recordChange(tx, {
      actor,
      entityType: ZONE_ENTITY,
      entityId: id,
      action: 'DELETE',
      changes: diffFields({ ...auditedFields(toZoneDto(zone)) }, null),
    });
  });
  await storefrontChanged(db);
}

/** Puts the zones in the order of `ids`, which must name every zone once (400 otherwise). */
export async function reorderZones(
  db: Db,
  actor: AuditActor,
  ids: number[],
): Promise<DeliveryZone[]> {
  const zones = await db.transaction(async (tx) => {
    const current = await repo.lockZones(tx);
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== current.length || ids.some((id) => !known.has(id))) {
      throw new AppError(400, 'VALIDATION_FAILED', DELIVERY_ZONE_MESSAGES.order, [
        { path: 'ids', message: DELIVERY_ZONE_MESSAGES.order },
      ]);
    }
    await repo.renumber(tx, ids);
    await recordChange(tx, {
      actor,
      entityType: ZONE_ENTITY,
      entityId: 0,
      action: 'REORDER',
      changes: {
        order: {
          before: current.map((row) => row.name),
          after: ids.map((id) => current.find((row) => row.id === id)!.name),
        },
      },
    });
    return listZones(tx);
  });
  await storefrontChanged(db);
  return zones;
}

/**
 * The setup checklist's "delivery zones" item: an admin has saved the zones at least once (the
 * demo zones deliver free everywhere, which a store should choose, not inherit) and some zone
 * delivers.
 */
export async function deliveryZonesReviewed(db: DbOrTx): Promise<boolean> {
  const [saved, zones] = await Promise.all([anyChangeOf(db, ZONE_ENTITY), repo.zonesInOrder(db)]);
  return saved && zones.some((zone) => zone.deliverable);
}

/** Why a zone matched a pincode, as the admin's test box says it. */
function explanation(zone: DeliveryZoneRow, pincode: string): string {
  const how =
    zone.kind === 'PINCODE'
      ? `pincode ${pincode} is listed`
      : zone.kind === 'PREFIX'
        ? `${pincode} starts with ${zone.values.find((prefix) => pincode.startsWith(prefix))}`
        : `${pincode} is in one of its states`;
  return `Zone ${zone.priority}, ${zone.name} (${DELIVERY_ZONE_KIND_LABELS[zone.kind].toLowerCase()}): ${how}.`;
}

/** GET /api/admin/delivery-zones/test: which zone answers for a pincode, and what it promises. */
export async function testPincode(db: DbOrTx, pincode: string): Promise<DeliveryZoneTest> {
  const { known, zone } = await zoneOfPincode(db, pincode);
  const check = toDeliveryCheck(deliveryOfZone(pincode, zone, new Date()));
  return {
    ...check,
    zone: zone ? { id: zone.id, name: zone.name } : null,
    explanation: !known
      ? `${pincode} is not in India Post's directory: no delivery.`
      : zone
        ? explanation(zone, pincode)
        : `No zone lists ${pincode}: no delivery.`,
  };
}
