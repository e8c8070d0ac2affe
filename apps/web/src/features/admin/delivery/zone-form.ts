import {
  type DeliveryZone,
  type DeliveryZoneKind,
  type DeliveryZonePayload,
  deliveryZoneInputSchema,
  validationIssueSchema,
} from '@attar/contracts';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/** The zone form as its fields hold it: text as typed, '' for an optional amount left blank. */
export interface ZoneFormValues {
  name: string;
  kind: DeliveryZoneKind;
  /** Pincodes or prefixes as typed, separated by commas, spaces or new lines. */
  valuesText: string;
  /** The state ids ticked, for a zone of states. */
  states: string[];
  deliverable: boolean;
  charge: string;
  freeAbove: string;
  codAvailable: boolean;
  codLimit: string;
  daysFrom: string;
  daysTo: string;
}

export type ZoneFormField = keyof ZoneFormValues;

/** A new zone starts as the most common one: delivered, with cash on delivery, in 2-5 days. */
export function zoneFormValues(zone?: DeliveryZone): ZoneFormValues {
  const amount = (value: number | null | undefined) => (value == null ? '' : String(value));
  return {
    name: zone?.name ?? '',
    kind: zone?.kind ?? 'PINCODE',
    valuesText: zone && zone.kind !== 'STATE' ? zone.values.join(', ') : '',
    states: zone?.kind === 'STATE' ? zone.values : [],
    deliverable: zone?.deliverable ?? true,
    charge: amount(zone?.charge ?? 0),
    freeAbove: amount(zone?.freeAbove),
    codAvailable: zone?.codAvailable ?? true,
    codLimit: amount(zone?.codLimit),
    daysFrom: String(zone?.daysFrom ?? 2),
    daysTo: String(zone?.daysTo ?? 5),
  };
}

/** The entries of the pincode box, in the order typed (their index is the server's `values.N`). */
export function splitValues(text: string): string[] {
  return text.split(/[\s,]+/).filter(Boolean);
}

// A blank required amount is sent as undefined so that the schema says it is missing.
const required = (text: string) => (text.trim() === '' ? undefined : Number(text));
const optional = (text: string) => (text.trim() === '' ? null : Number(text));

/**
 * What the form sends. The terms of delivery are hidden while "Deliver here" is off (and the
 * COD limit while COD is off), so they are sent as "none" then: a hidden field must never be the
 * reason a save is refused.
 */
export function zonePayload(values: ZoneFormValues): DeliveryZonePayload {
  const zone = {
    name: values.name,
    kind: values.kind,
    values: values.kind === 'STATE' ? values.states : splitValues(values.valuesText),
    deliverable: values.deliverable,
  };
  if (!values.deliverable) {
    return {
      ...zone,
      charge: 0,
      freeAbove: null,
      codAvailable: false,
      codLimit: null,
      daysFrom: 0,
      daysTo: 0,
    };
  }
  return {
    ...zone,
    charge: required(values.charge) as number,
    freeAbove: optional(values.freeAbove),
    codAvailable: values.codAvailable,
    codLimit: values.codAvailable ? optional(values.codLimit) : null,
    daysFrom: required(values.daysFrom) as number,
    daysTo: required(values.daysTo) as number,
  };
}

export interface ZoneIssue {
  /** As the server names it: `name`, `values.3`, `daysTo`... */
  path: string;
  message: string;
}

/** The form's own check, with the server's schema and messages. */
export function zoneIssues(payload: DeliveryZonePayload): ZoneIssue[] {
  const result = deliveryZoneInputSchema.safeParse(payload);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** The issues of a refused save (400 VALIDATION_FAILED's `details`), or none. */
export function serverIssues(error: unknown): ZoneIssue[] {
  if (!(error instanceof ApiError)) return [];
  const issues = z.array(validationIssueSchema).safeParse(error.body?.details);
  return issues.success ? issues.data : [];
}

/** "Entry 4 (56x1): ..." so that the admin finds the entry in a long list. */
function entryMessage(index: number, entry: string | undefined, message: string): string {
  const named = entry === undefined || message.includes(entry) ? '' : ` (${entry})`;
  return `Entry ${index + 1}${named}: ${message}`;
}

/** How many of a field's messages it shows before "and N more". */
const SHOWN_ISSUES = 3;

/**
 * The issues placed on the form's fields: `values.N` on the pincode box (or the states) naming
 * the entry, the rest on the field of their name. Issues no field shows come back in `unplaced`.
 */
export function placeIssues(
  issues: ZoneIssue[],
  values: DeliveryZonePayload,
): { fields: Partial<Record<ZoneFormField, string>>; unplaced: string[] } {
  const valuesField: ZoneFormField = values.kind === 'STATE' ? 'states' : 'valuesText';
  const byField = new Map<ZoneFormField, string[]>();
  const unplaced: string[] = [];
  for (const issue of issues) {
    const [head, index] = issue.path.split('.');
    const field: ZoneFormField | undefined =
      head === 'values'
        ? valuesField
        : (['name', 'kind', 'charge', 'freeAbove', 'codLimit', 'daysFrom', 'daysTo'] as const).find(
            (name) => name === head,
          );
    if (!field) {
      unplaced.push(issue.message);
      continue;
    }
    const message =
      head === 'values' && index !== undefined
        ? entryMessage(Number(index), values.values[Number(index)], issue.message)
        : issue.message;
    byField.set(field, [...(byField.get(field) ?? []), message]);
  }
  const fields: Partial<Record<ZoneFormField, string>> = {};
  for (const [field, messages] of byField) {
    const more = messages.length - SHOWN_ISSUES;
    fields[field] =
      messages.slice(0, SHOWN_ISSUES).join(' ') + (more > 0 ? ` And ${more} more.` : '');
  }
  return { fields, unplaced };
}
