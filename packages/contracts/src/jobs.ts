import { z } from 'zod';
import { pageQuerySchema } from './pagination.js';
import { productImportReportSchema } from './product-csv.js';

// Background jobs (docs/decisions/0023): what the admin sees of those that failed
// for good, and of CSV imports written in the background.

export const FAILED_JOB_RESOLUTIONS = ['RETRIED', 'DISMISSED'] as const;

/** Names of the job queues, as an admin reads them. */
export const JOB_QUEUE_LABELS: Record<string, string> = {
  mail: 'Email',
  'image-variants': 'Image sizes',
  'product-import': 'CSV import',
  'low-stock-mail': 'Low-stock email',
};

export const failedJobSchema = z.object({
  id: z.number().int(),
  queue: z.string(),
  summary: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
  resolution: z.enum(FAILED_JOB_RESOLUTIONS).nullable(),
  resolvedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsQuerySchema = pageQuerySchema.extend({
  /** open: not yet retried or dismissed (the default); all: every failed job kept. */
  status: z.enum(['open', 'all'], { error: 'Use open or all.' }).default('open'),
});
export type FailedJobsQuery = z.infer<typeof failedJobsQuerySchema>;

export const FAILED_JOB_MESSAGES = {
  alreadyResolved: 'This job was already retried or dismissed.',
} as const;

export const PRODUCT_IMPORT_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;
export type ProductImportStatus = (typeof PRODUCT_IMPORT_STATUSES)[number];

/** An applied CSV import: checked at upload, written by a background job. */
export const productImportRunSchema = z.object({
  id: z.number().int(),
  status: z.enum(PRODUCT_IMPORT_STATUSES),
  report: productImportReportSchema,
  /** Why a FAILED import wrote nothing (the report's errors when it was a row's fault). */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ProductImportRun = z.infer<typeof productImportRunSchema>;
