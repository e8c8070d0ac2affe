import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deliveryZones, type DeliveryZoneRow } from '../../db/schema/index.js';

export type DeliveryZoneValues = Omit<
  typeof deliveryZones.$inferInsert,
  'id' | 'priority' | 'createdAt' | 'updatedAt'
>;

/** Every zone, first asked first. */
export async function zonesInOrder(db: DbOrTx): Promise<DeliveryZoneRow[]> {
  return db.select().from(deliveryZones).orderBy(asc(deliveryZones.priority));
}

/**
 * The first zone in priority order that lists the pincode, one of its prefixes or its state (a
 * pincode on a state border has post offices in two states: either state's zone matches).
 */
export async function firstMatchingZone(
  db: DbOrTx,
  pincode: string,
  stateIds: string[],
): Promise<DeliveryZoneRow | undefined> {
  const textArray = (values: string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  const prefixes = textArray(Array.from({ length: 5 }, (_, index) => pincode.slice(0, index + 1)));
  const states = stateIds.length > 0 ? textArray(stateIds) : sql`array[]::text[]`;
  const [zone] = await db
    .select()
    .from(deliveryZones)
    .where(
      sql`(${deliveryZones.kind} = 'PINCODE' and ${pincode} = any(${deliveryZones.values}))
        or (${deliveryZones.kind} = 'PREFIX' and ${deliveryZones.values} && ${prefixes})
        or (${deliveryZones.kind} = 'STATE' and ${deliveryZones.values} && ${states})`,
    )
    .orderBy(asc(deliveryZones.priority))
    .limit(1);
  return zone;
}

export async function findZone(db: DbOrTx, id: number): Promise<DeliveryZoneRow | undefined> {
  const [zone] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
  return zone;
}

/** Locks the zone table's rows in order: zone writes run one at a time. */
export async function lockZones(db: DbOrTx): Promise<DeliveryZoneRow[]> {
  return db.select().from(deliveryZones).orderBy(asc(deliveryZones.priority)).for('update');
}

export async function insertZone(
  db: DbOrTx,
  values: DeliveryZoneValues & { priority: number },
): Promise<DeliveryZoneRow> {
  const [zone] = await db.insert(deliveryZones).values(values).returning();
  return zone!;
}

export async function updateZone(
  db: DbOrTx,
  id: number,
  values: Partial<DeliveryZoneValues>,
): Promise<void> {
  await db
    .update(deliveryZones)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(deliveryZones.id, id));
}

export async function deleteZone(db: DbOrTx, id: number): Promise<void> {
  await db.delete(deliveryZones).where(eq(deliveryZones.id, id));
}

/**
 * Gives the zones the priorities 1, 2, 3... in the order of `ids`: first out of the way (negative),
 * then into place, as the unique priority index checks each row as it is written.
 */
export async function renumber(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(deliveryZones).set({ priority: sql`-${deliveryZones.priority}` });
  const order = JSON.stringify(ids.map((id, index) => ({ id, priority: index + 1 })));
  await db.execute(sql`
    update delivery_zones set priority = wanted.priority, updated_at = now()
    from jsonb_to_recordset(${order}::jsonb) as wanted(id int, priority int)
    where delivery_zones.id = wanted.id`);
}
