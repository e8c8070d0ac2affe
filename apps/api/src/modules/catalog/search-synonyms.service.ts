import type { SearchSynonym, SearchSynonymWrite } from '@attar/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { searchSynonyms } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { storefrontChanged } from '../../lib/storefront-changes.js';
import { diffFields, recordChange, type AuditActor } from '../audit/audit.service.js';

// The synonym groups an admin keeps (docs/admin-guide.md, "Search"): every change is audited
// and clears the search lexicon on every instance, so the next search uses it.

const ENTITY = 'search_synonym';

type Row = typeof searchSynonyms.$inferSelect;

function toSynonym(row: Row): SearchSynonym {
  return { id: row.id, words: row.words, updatedAt: row.updatedAt.toISOString() };
}

/** GET /api/admin/search/synonyms: every group, by its first word. */
export async function listSynonyms(db: DbOrTx): Promise<SearchSynonym[]> {
  const rows = await db
    .select()
    .from(searchSynonyms)
    .orderBy(asc(sql`${searchSynonyms.words}[1]`), asc(searchSynonyms.id));
  return rows.map(toSynonym);
}

export async function createSynonym(
  db: Db,
  actor: AuditActor,
  input: SearchSynonymWrite,
): Promise<SearchSynonym> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(searchSynonyms).values({ words: input.words }).returning();
    await recordChange(tx, {
      actor,
      entityType: ENTITY,
      entityId: created!.id,
      action: 'CREATE',
      changes: diffFields(null, { words: created!.words }),
    });
    return created!;
  });
  await storefrontChanged(db);
  return toSynonym(row);
}

export async function updateSynonym(
  db: Db,
  actor: AuditActor,
  id: number,
  input: SearchSynonymWrite,
): Promise<SearchSynonym> {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(searchSynonyms)
      .where(eq(searchSynonyms.id, id))
      .for('update');
    if (!before) throw notFound('Synonym group');
    const [updated] = await tx
      .update(searchSynonyms)
      .set({ words: input.words, updatedAt: new Date() })
      .where(eq(searchSynonyms.id, id))
      .returning();
    await recordChange(tx, {
      actor,
      entityType: ENTITY,
      entityId: id,
      action: 'UPDATE',
      changes: diffFields({ words: before.words }, { words: updated!.words }),
    });
    return updated!;
  });
  await storefrontChanged(db);
  return toSynonym(row);
}

export async function deleteSynonym(db: Db, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!deleted) throw notFound('Synonym group');
    await recordChange(tx, {
      actor,
      entityType: ENTITY,
      entityId: id,
      action: 'DELETE',
      changes: diffFields({ words: deleted.words }, null),
    });
  });
  await storefrontChanged(db);
}
