import { ZxcvbnFactory, type TranslationKeys } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/*
 * How hard a new password is to guess, judged by zxcvbn-ts against the most used passwords, keyboard
 * patterns, sequences, dates and the person's own details, not by character classes
 * (docs/product.md, "Passwords"). Its own entry point (`@attar/contracts/password-strength`):
 * the list of common passwords is about 230 KB gzipped, loaded by the server on the first new
 * password and by the browser once a person types one.
 */

/** The least score (0 to 4) a new password needs: 0 and 1 are guessed within minutes online. */
export const PASSWORD_MIN_SCORE = 2;

export const PASSWORD_STRENGTH_LABELS = ['Very weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;

/** The estimator's feedback, in the store's words. */
const feedbackText: TranslationKeys = {
  warnings: {
    straightRow: 'A straight row of keys is easy to guess.',
    keyPattern: 'A short keyboard pattern is easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'A repeated pattern like "abcabc" is easy to guess.',
    sequences: 'A sequence like "abc" or "123" is easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is one of the most used passwords.',
    topHundred: 'This is a very often used password.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is close to a commonly used password.',
    wordByItself: 'A single word is easy to guess.',
    namesByThemselves: 'A name on its own is easy to guess.',
    commonNames: 'Common names are easy to guess.',
    userInputs: 'Leave out your name, email and the store’s name.',
    pwned: 'This password has appeared in a data breach.',
  },
  suggestions: {
    l33t: 'Swapping letters for look-alikes (@ for a) does not help much.',
    reverseWords: 'A word spelt backwards is still easy to guess.',
    allUppercase: 'Capitals everywhere do not help; a few do.',
    capitalization: 'Capitalise more than the first letter.',
    dates: 'Leave out dates and years that belong to you.',
    recentYears: 'Leave out recent years.',
    associatedYears: 'Leave out years that belong to you.',
    sequences: 'Leave out sequences like "abc" or "123".',
    repeated: 'Leave out repeated words and characters.',
    longerKeyboardPattern: 'Use a longer keyboard pattern that turns several times.',
    anotherWord: 'Add another word or two that are less common.',
    useWords: 'Use several words, but not a well-known phrase.',
    noNeed: 'A few unrelated words make a strong password without symbols or numbers.',
    pwned: 'If you use this password elsewhere, change it there too.',
  },
  timeEstimation: {
    ltSecond: 'less than a second',
    second: '{base} second',
    seconds: '{base} seconds',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} hour',
    hours: '{base} hours',
    day: '{base} day',
    days: '{base} days',
    month: '{base} month',
    months: '{base} months',
    year: '{base} year',
    years: '{base} years',
    centuries: 'centuries',
  },
};

let estimator: ZxcvbnFactory | null = null;

export interface PasswordJudgement {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: number;
  label: (typeof PASSWORD_STRENGTH_LABELS)[number];
  acceptable: boolean;
  /** What makes it easy to guess, when something does. */
  warning: string | null;
  suggestions: string[];
}

/**
 * Judges a new password; `personal` holds the person's own details (email, names), which make a
 * password easy to guess for anyone who knows them. The store's name counts too.
 */
export function judgePassword(password: string, personal: string[] = []): PasswordJudgement {
  estimator ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    translations: feedbackText,
  });
  const words = [...personal, 'attar', 'house', 'attarhouse']
    .flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length >= 3);
  const result = estimator.check(password, words);
  const score = result.score;
  return {
    score,
    label: PASSWORD_STRENGTH_LABELS[score] ?? 'Very weak',
    acceptable: score >= PASSWORD_MIN_SCORE,
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
  };
}

/** What a refused password is told: why it is easy to guess, and what would help. */
export function weakPasswordMessage(judgement: PasswordJudgement): string {
  const why = judgement.warning ?? 'It is easy to guess.';
  const help = judgement.suggestions[0] ?? 'Add another word or two that are less common.';
  return `Choose a password that is harder to guess. ${why} ${help}`;
}
