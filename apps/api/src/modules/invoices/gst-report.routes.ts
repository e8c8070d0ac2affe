import {
  GSTR1_SECTIONS,
  gstPeriodQuerySchema,
  gstr1QuerySchema,
  gstSummarySchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { sendCsvFile } from '../../lib/csv-writer.js';
import { gstr1File, gstSummary, salesRegisterFile } from './gst-report.service.js';

const PERIOD =
  '`from` and `to` are days (YYYY-MM-DD) in India time, both included, at most a year apart; a document counts in the period of its issue date.';
const CSV =
  'UTF-8 with a byte order mark; amounts in rupees with two decimals; text a spreadsheet would run as a formula starts with a single quote.';

/** What the accountant files for a period (docs/admin-guide.md, "GST returns"). */
export const gstReportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/admin/gst/summary',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices', 'admin'],
        summary:
          'The GST of a period by rate: invoices, credit notes and net (invoices less credit notes)',
        description: PERIOD,
        querystring: gstPeriodQuerySchema,
        response: { 200: gstSummarySchema },
      },
    },
    async (request) => gstSummary(db, request.query),
  );

  app.get(
    '/admin/gst/gstr1.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices', 'admin'],
        summary: `One GSTR-1 table of a period as the GST offline tool's CSV template lays it out (section: ${GSTR1_SECTIONS.join(', ')})`,
        description: `${PERIOD} b2cs: B2C small by place of supply and rate, net of credit notes against such invoices; b2cl: inter-state invoices above the B2C large threshold, per invoice and rate; hsn: the HSN summary; cdnur: credit notes against B2C large invoices. ${CSV}`,
        querystring: gstr1QuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsvFile(reply, await gstr1File(db, request.query)),
  );

  app.get(
    '/admin/gst/sales-register.csv',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['invoices', 'admin'],
        summary:
          'The sales register of a period as CSV: one row per invoice line and per credit note line (negative)',
        description: `${PERIOD} ${CSV}`,
        querystring: gstPeriodQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsvFile(reply, await salesRegisterFile(db, request.query)),
  );
};
