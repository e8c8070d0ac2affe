import { completeReturnSchema, idParamSchema, returnRequestSchema } from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestContext, type AppContext } from '../app-context.js';
import { currentUser } from '../lib/auth-guard.js';
import { completeReturn } from './return-completion.flow.js';

/** Completing a return request, which joins returns and invoices (docs/admin-guide.md, "Returns"). */
export const returnCompletionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  app.post(
    '/admin/returns/:id/complete',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['returns', 'admin'],
        summary:
          'Complete an APPROVED request whose item was received (admin): undamaged units back in stock; a return records its refund (paid online: refunded to the payment through the gateway; cash on delivery: UPI or bank transfer with its reference) and issues its GST credit note (409 INVOICE_IDENTITY_MISSING while Settings > Invoice identity is not filled in)',
        params: idParamSchema,
        body: completeReturnSchema,
        response: { 200: returnRequestSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return completeReturn(
        { ...requestContext(context, request), gateway: context.paymentGateway },
        { id: user.id, email: user.email },
        request.params.id,
        request.body,
      );
    },
  );
};
