import { groupIndianDigits } from './money.js';

// Zod-free, so that the storefront's search page carries no schema library for it.
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

// ---------------------------------------------------------------------------------------------
// Words that name a filter: "wedding perfume for women", "gold ring under 5000". The search page
// applies them and shows each as a chip the shopper can remove.
// ---------------------------------------------------------------------------------------------

const GENDER_WORDS: Record<string, 'MEN' | 'WOMEN' | 'UNISEX'> = {
  men: 'MEN',
  man: 'MEN',
  mens: 'MEN',
  him: 'MEN',
  gents: 'MEN',
  women: 'WOMEN',
  woman: 'WOMEN',
  womens: 'WOMEN',
  her: 'WOMEN',
  ladies: 'WOMEN',
  unisex: 'UNISEX',
};

const OCCASION_WORDS: Record<string, 'DAILY' | 'OFFICE' | 'EVENING' | 'FESTIVE' | 'WEDDING'> = {
  wedding: 'WEDDING',
  bridal: 'WEDDING',
  shaadi: 'WEDDING',
  office: 'OFFICE',
  work: 'OFFICE',
  festive: 'FESTIVE',
  festival: 'FESTIVE',
  diwali: 'FESTIVE',
  evening: 'EVENING',
  party: 'EVENING',
  daily: 'DAILY',
  everyday: 'DAILY',
};

const METAL_WORDS: Record<string, 'GOLD' | 'SILVER' | 'PLATINUM'> = {
  gold: 'GOLD',
  golden: 'GOLD',
  silver: 'SILVER',
  platinum: 'PLATINUM',
};

const BELOW_WORDS = new Set(['under', 'below', 'upto', 'within', 'max', 'less']);
const ABOVE_WORDS = new Set(['above', 'over', 'min', 'more']);

/** "WOMEN" as "Women": the chip's label. */
const labelOf = (value: string) => value[0] + value.slice(1).toLowerCase();

/** A filter a search's words named, as the results page shows it. */
export interface SearchFilterChip {
  key: 'gender' | 'occasion' | 'metal' | 'maxPrice' | 'minPrice';
  /** "Women", "Under ₹5,000". */
  label: string;
  /** The search without the words that named it: where removing the chip leads. */
  without: string;
}

export interface SearchFilterWords {
  /** The words left to search for: gender and price words are filters only. */
  text: string;
  gender: 'MEN' | 'WOMEN' | 'UNISEX' | null;
  occasion: 'DAILY' | 'OFFICE' | 'EVENING' | 'FESTIVE' | 'WEDDING' | null;
  metal: 'GOLD' | 'SILVER' | 'PLATINUM' | null;
  /** Whole rupees. */
  maxPrice: number | null;
  minPrice: number | null;
  chips: SearchFilterChip[];
}

/** "5000", "5,000", "₹3,000", "rs 3000", "5k" as whole rupees; null when it is not an amount. */
function amountOf(words: string[], from: number): { rupees: number; used: number } | null {
  let index = from;
  if (words[index] === 'rs' || words[index] === 'inr' || words[index] === 'than') index += 1;
  if (words[index] === 'rs' || words[index] === 'inr') index += 1;
  const match = /^(\d{1,7})(k?)$/.exec(words[index] ?? '');
  if (!match) return null;
  const rupees = Number(match[1]) * (match[2] ? 1000 : 1);
  return rupees > 0 ? { rupees, used: index - from + 1 } : null;
}

/**
 * The filters a search's words name, in the order they come: a wearer (men, women, unisex), an
 * occasion (wedding, office, festive, evening, daily), a metal (gold, silver, platinum) and a
 * price ("under 5000", "below ₹3,000", "above 10k"). Occasion and metal words stay in the text as
 * well (they describe what is sought); wearer and price words leave it. The first of each kind
 * counts.
 */
export function searchFilterWords(query: string): SearchFilterWords {
  // Digits grouped with commas ("5,000") are one amount; the rupee sign is not a word.
  const words = searchWordsOf(query.replace(/(\d),(?=\d)/g, '$1').replace(/₹/g, ' '));
  const result: SearchFilterWords = {
    text: '',
    gender: null,
    occasion: null,
    metal: null,
    maxPrice: null,
    minPrice: null,
    chips: [],
  };
  const spans: { key: SearchFilterChip['key']; label: string; from: number; to: number }[] = [];
  const dropped = new Set<number>();
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index]!;
    const gender = GENDER_WORDS[word];
    if (gender && !result.gender) {
      result.gender = gender;
      spans.push({ key: 'gender', label: labelOf(gender), from: index, to: index });
      dropped.add(index);
      continue;
    }
    const occasion = OCCASION_WORDS[word];
    if (occasion && !result.occasion) {
      result.occasion = occasion;
      spans.push({ key: 'occasion', label: labelOf(occasion), from: index, to: index });
      continue;
    }
    const metal = METAL_WORDS[word];
    if (metal && !result.metal) {
      result.metal = metal;
      spans.push({ key: 'metal', label: labelOf(metal), from: index, to: index });
      continue;
    }
    const below = BELOW_WORDS.has(word);
    if (below || ABOVE_WORDS.has(word)) {
      const amount = amountOf(words, index + 1);
      const key = below ? 'maxPrice' : 'minPrice';
      if (amount && result[key] === null) {
        result[key] = amount.rupees;
        const label = `${below ? 'Under' : 'Over'} ₹${groupIndianDigits(amount.rupees)}`;
        spans.push({ key, label, from: index, to: index + amount.used });
        for (let used = index; used <= index + amount.used; used += 1) dropped.add(used);
        index += amount.used;
      }
    }
  }
  result.text = words
    .filter((word, index) => !dropped.has(index) && !SEARCH_STOPWORDS.has(word))
    .join(' ');
  result.chips = spans.map(({ key, label, from, to }) => ({
    key,
    label,
    without: words.filter((_, index) => index < from || index > to).join(' '),
  }));
  return result;
}
