import {
  type Promotion,
  type PromotionInput,
  type PromotionKind,
  type PromotionPayload,
  promotionInputSchema,
  validationIssueSchema,
} from '@attar/contracts';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/** Products, categories and SKUs as the form holds them: picked ids, SKUs as typed. */
export interface TargetValues {
  productIds: number[];
  categoryIds: number[];
  skusText: string;
}

/** The promotion form as its fields hold it: text as typed, '' for what is left blank. */
export interface PromotionFormValues {
  code: string;
  title: string;
  kind: PromotionKind;
  percent: string;
  amountOff: string;
  buyQuantity: string;
  getQuantity: string;
  giftSku: string;
  minCartValue: string;
  includes: TargetValues;
  excludes: TargetValues;
  firstOrderOnly: boolean;
  /** One email a line. */
  customerEmailsText: string;
  usageLimit: string;
  perCustomerLimit: string;
  /** As `<input type="datetime-local">` holds it: "YYYY-MM-DDTHH:mm", India time. */
  startsAt: string;
  endsAt: string;
  isActive: boolean;
}

/** Where a message shows: a field, or the includes' and excludes' groups. */
export type PromotionField =
  | 'code'
  | 'title'
  | 'kind'
  | 'percent'
  | 'amountOff'
  | 'buyQuantity'
  | 'getQuantity'
  | 'giftSku'
  | 'minCartValue'
  | 'includes.productIds'
  | 'includes.categoryIds'
  | 'includes.skusText'
  | 'excludes'
  | 'excludes.productIds'
  | 'excludes.categoryIds'
  | 'excludes.skusText'
  | 'firstOrderOnly'
  | 'customerEmailsText'
  | 'usageLimit'
  | 'perCustomerLimit'
  | 'startsAt'
  | 'endsAt'
  | 'isActive';

export type PromotionFieldErrors = Partial<Record<PromotionField, string>>;

const text = (value: number | null | undefined) => (value == null ? '' : String(value));

const targetValues = (targets: Promotion['includes'] | undefined): TargetValues => ({
  productIds: targets?.productIds ?? [],
  categoryIds: targets?.categoryIds ?? [],
  skusText: targets?.variantSkus.join(', ') ?? '',
});

/** A new promotion starts as the most common one: a code for a percentage off, switched on. */
export function promotionFormValues(promotion?: Promotion): PromotionFormValues {
  return {
    code: promotion ? (promotion.code ?? '') : '',
    title: promotion?.title ?? '',
    kind: promotion?.kind ?? 'PERCENT_OFF',
    percent: text(promotion?.percent),
    amountOff: text(promotion?.amountOff),
    buyQuantity: text(promotion?.buyQuantity),
    getQuantity: text(promotion?.getQuantity),
    giftSku: promotion?.giftSku ?? '',
    minCartValue: text(promotion?.minCartValue),
    includes: targetValues(promotion?.includes),
    excludes: targetValues(promotion?.excludes),
    firstOrderOnly: promotion?.firstOrderOnly ?? false,
    customerEmailsText: promotion?.customerEmails.join('\n') ?? '',
    usageLimit: text(promotion?.usageLimit),
    perCustomerLimit: text(promotion?.perCustomerLimit),
    startsAt: promotion?.startsAt ?? '',
    endsAt: promotion?.endsAt ?? '',
    isActive: promotion?.isActive ?? true,
  };
}

/** SKUs separated by commas, spaces or new lines, in the order typed (the server's index). */
export function splitSkus(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}

/** Emails one a line, blank lines left out, in the order typed. */
export function splitEmails(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

// A number as typed; blank is null, and text that is no number stays NaN so the schema says so.
const amount = (value: string) => (value.trim() === '' ? null : Number(value.trim()));
const blankAsNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * What the form sends. Only the fields of the chosen kind are read; the others go as null, so a
 * field the admin cannot see is never the reason a save is refused.
 */
export function promotionPayload(values: PromotionFormValues): PromotionPayload {
  const { kind } = values;
  const targets = (target: TargetValues) => ({
    productIds: target.productIds,
    categoryIds: target.categoryIds,
    variantSkus: splitSkus(target.skusText),
  });
  return {
    code: blankAsNull(values.code),
    title: values.title,
    kind,
    percent: kind === 'PERCENT_OFF' ? amount(values.percent) : null,
    amountOff: kind === 'AMOUNT_OFF' ? amount(values.amountOff) : null,
    buyQuantity: kind === 'BUY_X_GET_Y' ? amount(values.buyQuantity) : null,
    getQuantity: kind === 'BUY_X_GET_Y' ? amount(values.getQuantity) : null,
    giftSku: kind === 'FREE_GIFT' ? blankAsNull(values.giftSku) : null,
    minCartValue: amount(values.minCartValue),
    includes: targets(values.includes),
    excludes: targets(values.excludes),
    firstOrderOnly: values.firstOrderOnly,
    customerEmails: splitEmails(values.customerEmailsText),
    usageLimit: amount(values.usageLimit),
    perCustomerLimit: amount(values.perCustomerLimit),
    startsAt: blankAsNull(values.startsAt),
    endsAt: blankAsNull(values.endsAt),
    isActive: values.isActive,
  };
}

export interface PromotionIssue {
  /** As the server names it: `code`, `includes.variantSkus.2`, `customerEmails.4`... */
  path: string;
  message: string;
}

/**
 * The form's own check, with the server's schema and messages: the promotion as the server will
 * read it (trimmed, the code in capitals, emails in lower case), or what is wrong.
 */
export function checkPromotion(
  payload: PromotionPayload,
): { input: PromotionInput; issues: [] } | { input: null; issues: PromotionIssue[] } {
  const result = promotionInputSchema.safeParse(payload);
  if (result.success) return { input: result.data, issues: [] };
  return {
    input: null,
    issues: result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  };
}

/** The issues of a refused save (400 or 422 with the error body's `details`), or none. */
export function serverIssues(error: unknown): PromotionIssue[] {
  if (!(error instanceof ApiError)) return [];
  const issues = z.array(validationIssueSchema).safeParse(error.body?.details);
  return issues.success ? issues.data : [];
}

const TARGET_FIELDS: Record<string, 'productIds' | 'categoryIds' | 'skusText'> = {
  productIds: 'productIds',
  categoryIds: 'categoryIds',
  variantSkus: 'skusText',
};

const PLAIN_FIELDS: readonly PromotionField[] = [
  'code',
  'title',
  'kind',
  'percent',
  'amountOff',
  'buyQuantity',
  'getQuantity',
  'giftSku',
  'minCartValue',
  'firstOrderOnly',
  'usageLimit',
  'perCustomerLimit',
  'startsAt',
  'endsAt',
  'isActive',
];

/** The field an issue's path belongs to, and the entry of a list it names. */
function fieldOf(path: string): { field: PromotionField; index?: number } | null {
  const [head, second, third] = path.split('.');
  if (head === 'includes' || head === 'excludes') {
    const target = second ? TARGET_FIELDS[second] : undefined;
    if (!target) return head === 'excludes' ? { field: 'excludes' } : null;
    return {
      field: `${head}.${target}`,
      index: third === undefined ? undefined : Number(third),
    };
  }
  if (head === 'customerEmails') {
    return {
      field: 'customerEmailsText',
      index: second === undefined ? undefined : Number(second),
    };
  }
  const plain = PLAIN_FIELDS.find((name) => name === head);
  return plain ? { field: plain } : null;
}

/** The entry a message is about, named so the admin finds it in a long list. */
function entryOf(payload: PromotionPayload, path: string, index: number): string | undefined {
  const [head, second] = path.split('.');
  if (head === 'customerEmails') return payload.customerEmails[index];
  if ((head === 'includes' || head === 'excludes') && second === 'variantSkus')
    return payload[head].variantSkus[index];
  return undefined;
}

/** How many of a field's messages it shows before "And N more." */
const SHOWN_ISSUES = 3;

/**
 * The issues placed on the form's fields ("Email 2 (asha@): Use a valid email address." for an
 * entry of a list); those no field shows come back in `unplaced`.
 */
export function placeIssues(
  issues: PromotionIssue[],
  payload: PromotionPayload,
): { fields: PromotionFieldErrors; unplaced: string[] } {
  const byField = new Map<PromotionField, string[]>();
  const unplaced: string[] = [];
  for (const issue of issues) {
    const place = fieldOf(issue.path);
    if (!place) {
      unplaced.push(issue.message);
      continue;
    }
    let message = issue.message;
    if (place.index !== undefined && Number.isInteger(place.index)) {
      const entry = entryOf(payload, issue.path, place.index);
      const named = entry === undefined || message.includes(entry) ? '' : ` (${entry})`;
      const noun = place.field === 'customerEmailsText' ? 'Email' : 'Entry';
      message = `${noun} ${place.index + 1}${named}: ${message}`;
    }
    const messages = byField.get(place.field) ?? [];
    if (!messages.includes(message)) byField.set(place.field, [...messages, message]);
  }
  const fields: PromotionFieldErrors = {};
  for (const [field, messages] of byField) {
    const more = messages.length - SHOWN_ISSUES;
    fields[field] =
      messages.slice(0, SHOWN_ISSUES).join(' ') + (more > 0 ? ` And ${more} more.` : '');
  }
  return { fields, unplaced };
}
