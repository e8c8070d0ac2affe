import { desc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pincodeRules, type PincodeRuleRow } from '../../db/schema/index.js';

/** The rule with the longest prefix of the pincode (the pincode itself is the longest). */
export async function mostSpecificRule(
  db: DbOrTx,
  pincode: string,
): Promise<PincodeRuleRow | undefined> {
  const prefixes = Array.from({ length: pincode.length }, (_, index) =>
    pincode.slice(0, index + 1),
  );
  const [rule] = await db
    .select()
    .from(pincodeRules)
    .where(inArray(pincodeRules.prefix, prefixes))
    .orderBy(desc(sql`length(${pincodeRules.prefix})`))
    .limit(1);
  return rule;
}
