// The GST figures an accountant files each month (docs/admin-guide.md, "GST returns"): a
// period's totals by rate and the GSTR-1 tables as CSV files, from the issued documents.
import { z } from 'zod';
import { calendarDateSchema } from './primitives.js';

/** The GSTR-1 tables the store exports, by the name of the offline tool's CSV template. */
export const GSTR1_SECTIONS = ['b2cs', 'b2cl', 'hsn', 'cdnur'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

/**
 * The first day a report starting on `from` may no longer cover: the same day a year on, so a
 * period is at most a year (a financial year whole, 2026-04-01 to 2027-03-31). Compared as text,
 * 29 February's "next year" sorts after 28 February, which is where it ends.
 */
export function dayAYearAfter(from: string): string {
  return `${Number(from.slice(0, 4)) + 1}${from.slice(4)}`;
}

function validPeriod(value: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (value.from > value.to) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'The end date must not be before the start date.',
    });
  } else if (value.to >= dayAYearAfter(value.from)) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: 'A report covers at most a year: choose a shorter period.',
    });
  }
}

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: days in India time, both included. */
/** A period of India days, both included, at most a year long (the GST files, the payments export). */
export const dayPeriodQuerySchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .superRefine(validPeriod);
export type DayPeriodQuery = z.output<typeof dayPeriodQuerySchema>;
export const gstPeriodQuerySchema = dayPeriodQuerySchema;
export type GstPeriodQuery = DayPeriodQuery;

export const gstr1QuerySchema = z
  .object({
    from: calendarDateSchema,
    to: calendarDateSchema,
    section: z.enum(GSTR1_SECTIONS, { error: 'Use one of b2cs, b2cl, hsn, cdnur.' }),
  })
  .superRefine(validPeriod);
export type Gstr1Query = z.output<typeof gstr1QuerySchema>;

/** Amounts in rupees (two decimals at most); `rate` is the GST rate in percent (18, 3, 0.25). */
export const gstRateTotalsSchema = z.object({
  rate: z.number(),
  taxableValue: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
  totalTax: z.number(),
  /** Taxable value plus tax: what the buyers paid. */
  value: z.number(),
});
export type GstRateTotals = z.infer<typeof gstRateTotalsSchema>;

const gstAmountsSchema = gstRateTotalsSchema.omit({ rate: true });
export type GstAmounts = z.infer<typeof gstAmountsSchema>;

export const gstDocumentTotalsSchema = z.object({
  /** How many documents were issued in the period. */
  count: z.number().int(),
  byRate: z.array(gstRateTotalsSchema),
  total: gstAmountsSchema,
});
export type GstDocumentTotals = z.infer<typeof gstDocumentTotalsSchema>;

/** GET /api/admin/gst/summary */
export const gstSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  invoices: gstDocumentTotalsSchema,
  creditNotes: gstDocumentTotalsSchema,
  /** Invoices less credit notes. */
  net: gstDocumentTotalsSchema.omit({ count: true }),
});
export type GstSummary = z.infer<typeof gstSummarySchema>;

/**
 * The invoice value above which an inter-state supply to an unregistered buyer is reported
 * invoice by invoice (GSTR-1 table 5, B2C large) rather than in the B2C small totals: ₹2,50,000
 * until 31 July 2024, ₹1,00,000 for invoices from 1 August 2024 (notification 12/2024-Central
 * Tax). Newest first.
 */
export const B2CL_THRESHOLDS: readonly { from: string; paise: number }[] = [
  { from: '2024-08-01', paise: 1_00_000_00 },
  { from: '2017-07-01', paise: 2_50_000_00 },
];

/** The B2C large threshold in paise for an invoice dated `invoiceDate` (YYYY-MM-DD, India). */
export function b2clThresholdPaise(invoiceDate: string): number {
  const rule = B2CL_THRESHOLDS.find((threshold) => invoiceDate >= threshold.from);
  return (rule ?? B2CL_THRESHOLDS[B2CL_THRESHOLDS.length - 1]!).paise;
}

/** Whether an invoice to an unregistered buyer is B2C large: inter-state and above the threshold. */
export function isB2cLarge(invoice: {
  interState: boolean;
  valuePaise: number;
  invoiceDate: string;
}): boolean {
  return invoice.interState && invoice.valuePaise > b2clThresholdPaise(invoice.invoiceDate);
}
