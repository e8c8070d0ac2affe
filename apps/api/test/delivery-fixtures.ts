import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { deliveryZones } from '../src/db/schema/index.js';

/**
 * A delivery zone for one pincode, asked before every other zone: as an admin would put a zone
 * of its own at the top of the list. Delivered in 2 to 5 working days unless said.
 */
export async function zoneForPincode(
  db: Db,
  pincode: string,
  values: Partial<Omit<typeof deliveryZones.$inferInsert, 'kind' | 'values' | 'priority'>> = {},
): Promise<void> {
  const [first] = await db
    .select({ priority: sql<number>`coalesce(min(${deliveryZones.priority}), 1)` })
    .from(deliveryZones);
  await db.insert(deliveryZones).values({
    name: `Pincode ${pincode}`,
    deliverable: true,
    chargePaise: 0,
    codAvailable: true,
    daysFrom: 2,
    daysTo: 5,
    ...values,
    kind: 'PINCODE',
    values: [pincode],
    priority: Number(first!.priority) - 1,
  });
}
