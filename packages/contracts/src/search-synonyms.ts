import { z } from 'zod';
import { text } from './primitives.js';
import { searchWordsOf } from './search.js';

// The synonym groups an admin keeps for search (docs/admin-guide.md, "Search").

export const SYNONYM_LIMITS = { entries: 20, entryLength: 60 } as const;

export const SEARCH_SYNONYM_MESSAGES = {
  entries: `A group has 2 to ${SYNONYM_LIMITS.entries} words or phrases.`,
  entry: `Each word or phrase has letters or digits, at most ${SYNONYM_LIMITS.entryLength} characters and at most two words.`,
  duplicate: 'A group lists each word once.',
} as const;

/** A word or phrase of a synonym group: normalized as search normalizes what shoppers type. */
const synonymEntry = /* @__PURE__ */ text({ error: SEARCH_SYNONYM_MESSAGES.entry })
  .transform((value) => searchWordsOf(value).join(' '))
  .refine(
    (value) =>
      value.length > 0 &&
      value.length <= SYNONYM_LIMITS.entryLength &&
      value.split(' ').length <= 2,
    SEARCH_SYNONYM_MESSAGES.entry,
  );

/**
 * POST /api/admin/search/synonyms and PUT /api/admin/search/synonyms/{id}: words a shopper may
 * type for the same thing ("rose", "gulab", "गुलाब"), each in any case and script; the first
 * names the group.
 */
export const searchSynonymWriteSchema = /* @__PURE__ */ z.object({
  words: z
    .array(synonymEntry, { error: SEARCH_SYNONYM_MESSAGES.entries })
    .min(2, SEARCH_SYNONYM_MESSAGES.entries)
    .max(SYNONYM_LIMITS.entries, SEARCH_SYNONYM_MESSAGES.entries)
    .refine((words) => new Set(words).size === words.length, SEARCH_SYNONYM_MESSAGES.duplicate),
});
export type SearchSynonymWrite = z.infer<typeof searchSynonymWriteSchema>;

/** A synonym group as the admin reads it. */
export const searchSynonymSchema = /* @__PURE__ */ z.object({
  id: z.number().int(),
  words: z.array(z.string()),
  updatedAt: z.string(),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;
