import { z } from 'zod';
import { text } from './primitives.js';

// What a shopper types, made comparable (docs/decisions/0051-search-that-forgives.md): the same
// rules on the server, which matches, and in the browser, which shows what was searched.

/** Zero-width joiners and non-joiners, which Devanagari keyboards insert unseen. */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;
/** The nukta (क़ as क), which some keyboards add and most spellings of a word leave out. */
const NUKTA = /\u093c/g;
/** Chandrabindu written as anusvara: चाँदी and चांदी are one word. */
const CHANDRABINDU = /\u0901/g;

/**
 * A search text in one form: Unicode NFC (so a letter and its vowel sign typed apart or together
 * compare equal), lower case, without zero-width characters, the nukta dropped and chandrabindu
 * written as anusvara.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .replace(NUKTA, '')
    .replace(CHANDRABINDU, '\u0902')
    .toLowerCase();
}

/**
 * The words of a normalized text: runs of letters, their combining marks (Devanagari's vowel
 * signs and viramas are marks, not letters) and digits.
 */
export function searchWordsOf(text: string): string[] {
  return normalizeSearchText(text).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** Words a phrase may carry that say nothing about what is wanted. */
export const SEARCH_STOPWORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'the',
  'for',
  'of',
  'in',
  'on',
  'with',
  'to',
  'by',
  'my',
  'me',
  'some',
  'best',
]);

/** The most words of a search that are matched one by one; the rest still count in the name's similarity. */
export const SEARCH_MAX_WORDS = 8;

export const SYNONYM_LIMITS = { entries: 20, entryLength: 60 } as const;

export const SEARCH_SYNONYM_MESSAGES = {
  entries: `A group has 2 to ${SYNONYM_LIMITS.entries} words or phrases.`,
  entry: `Each word or phrase has letters or digits, at most ${SYNONYM_LIMITS.entryLength} characters and at most two words.`,
  duplicate: 'A group lists each word once.',
} as const;

/** A word or phrase of a synonym group: normalized as search normalizes what shoppers type. */
const synonymEntry = text({ error: SEARCH_SYNONYM_MESSAGES.entry })
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
