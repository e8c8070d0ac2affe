import { idParamSchema, idText } from '@attar/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import { sendPdfFile } from '../../lib/pdf-reply.js';
import {
  adminCreditNoteFile,
  customerCreditNoteFile,
  type CreditNoteFile,
} from './credit-notes.service.js';
import { adminInvoiceFile, customerInvoiceFile, type InvoiceFile } from './invoices.service.js';
import { giftReceiptFile, packingSlipFile } from './order-slips.service.js';

const ERRORS =
  '404 for an unknown order (or, for a customer, another customer’s); 409 INVOICE_NOT_AVAILABLE for an order not yet shipped, cancelled or an exchange’s replacement (details.reason); 409 INVOICE_IDENTITY_MISSING while Settings > Invoice identity is not filled in.';

const sendPdf = (reply: FastifyReply, file: InvoiceFile) =>
  sendPdfFile(reply, file, { 'x-invoice-number': file.invoiceNumber });

const CREDIT_NOTE_ERRORS =
  '404 for an unknown order (or, for a customer, another customer’s) or a credit note that is not this order’s.';

const creditNoteParamsSchema = z.object({ id: idText(), creditNoteId: idText() });

const sendCreditNotePdf = (reply: FastifyReply, file: CreditNoteFile) =>
  sendPdfFile(reply, file, { 'x-credit-note-number': file.creditNoteNumber });

/** GST tax invoices as PDF files (docs/admin-guide.md, "GST tax invoices"). */
export const invoiceRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/order/my-orders/:id/invoice.pdf',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'The GST tax invoice of one of your shipped orders as a PDF; the first download after shipping issues it',
        description: ERRORS,
        params: idParamSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await customerInvoiceFile(db, currentUser(request).id, request.params.id)),
  );

  app.get(
    '/admin/orders/:id/invoice.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'The GST tax invoice of a shipped order as a PDF (admin); issued on first download if not yet',
        description: ERRORS,
        params: idParamSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdf(reply, await adminInvoiceFile(db, request.params.id)),
  );

  app.get(
    '/order/my-orders/:id/credit-notes/:creditNoteId.pdf',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'A GST credit note issued against one of your orders’ invoice, as a PDF',
        description: CREDIT_NOTE_ERRORS,
        params: creditNoteParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendCreditNotePdf(
        reply,
        await customerCreditNoteFile(
          db,
          currentUser(request).id,
          request.params.id,
          request.params.creditNoteId,
        ),
      ),
  );

  app.get(
    '/admin/orders/:id/credit-notes/:creditNoteId.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary: 'A GST credit note issued against an order’s invoice, as a PDF (admin)',
        description: CREDIT_NOTE_ERRORS,
        params: creditNoteParamsSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendCreditNotePdf(
        reply,
        await adminCreditNoteFile(db, request.params.id, request.params.creditNoteId),
      ),
  );

  app.get(
    '/admin/orders/:id/packing-slip.pdf',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['orders', 'admin'],
        summary:
          'The packing slip of an order as a PDF (admin): address, items with size, SKU and quantity, gift wrap and the gift message; no prices',
        description: '404 for an unknown order.',
        params: idParamSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => sendPdfFile(reply, await packingSlipFile(db, request.params.id)),
  );

  app.get(
    '/order/my-orders/:id/gift-receipt.pdf',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary:
          'A gift receipt for one of your orders as a PDF: the items and sizes with the gift message, no prices',
        description:
          '404 for an unknown order or another customer’s; 409 CONFLICT for a cancelled order.',
        params: idParamSchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdfFile(reply, await giftReceiptFile(db, currentUser(request).id, request.params.id)),
  );
};
