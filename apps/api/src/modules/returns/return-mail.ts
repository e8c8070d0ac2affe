import { REFUND_METHOD_LABELS, type ReturnRequest, formatPrice } from '@attar/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { enqueueMail } from '../../jobs/mail.job.js';
import { type MailContact, renderBrandedMail } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../lib/mailer.js';
import { getSetting } from '../settings/settings.service.js';

/** The customer's mail at each step of a request (issue: received, approved, rejected, ...). */
export type ReturnMailKind =
  | 'REQUESTED'
  | 'APPROVED'
  | 'REJECTED'
  | 'RECEIVED'
  | 'REFUNDED'
  | 'EXCHANGE_COMPLETED'
  | 'EXCHANGE_SHIPPED';

function describe(request: ReturnRequest): string {
  const name = request.productData?.name ?? 'your item';
  const kind = request.type === 'EXCHANGE' ? 'exchange' : 'return';
  return `your ${kind} of ${name} from order ${request.orderNumber} (request ${request.id})`;
}

function content(kind: ReturnMailKind, request: ReturnRequest) {
  const what = describe(request);
  const replacement = request.exchangeProductData
    ? `${request.exchangeProductData.name}${request.exchangeSize ? `, size ${request.exchangeSize}` : ''}`
    : 'your replacement';
  switch (kind) {
    case 'REQUESTED':
      return {
        subject: `We have your request ${request.id}`,
        heading: 'We have your request',
        paragraphs: [
          `We received ${what}. Our team reviews every request within two working days and will write to you with the decision.`,
        ],
      };
    case 'APPROVED':
      return {
        subject: `Your request ${request.id} is approved`,
        heading: 'Your request is approved',
        paragraphs: [
          `We approved ${what}. Our courier partner will contact you to collect the item; please pack it with its box and any seal.`,
          ...(request.exchangeOrder
            ? [
                `${replacement} ships to you in order ${request.exchangeOrder.orderNumber}, at no charge.`,
              ]
            : []),
        ],
      };
    case 'REJECTED':
      return {
        subject: `About your request ${request.id}`,
        heading: 'We could not accept your request',
        paragraphs: [
          `We are sorry: we could not accept ${what}.`,
          `Reason: ${request.rejectionReason ?? 'not given'}`,
          'If you have questions, reply to this mail or write to us from the Contact page.',
        ],
      };
    case 'RECEIVED':
      return {
        subject: `We received your item for request ${request.id}`,
        heading: 'Your item has reached us',
        paragraphs: [
          `The item of ${what} has reached our warehouse. We will check it and complete the request shortly.`,
        ],
      };
    case 'REFUNDED': {
      const refund = request.refund!;
      return {
        subject: `Your refund for request ${request.id} is on its way`,
        heading: 'Your refund is on its way',
        paragraphs: [
          `We refunded ${formatPrice(refund.amount)} for ${what}.`,
          `Paid by: ${REFUND_METHOD_LABELS[refund.method]}${refund.destination ? ` to ${refund.destination}` : ''}.`,
          ...(refund.method === 'ORIGINAL_PAYMENT'
            ? [
                ...(refund.reference ? [`Refund reference: ${refund.reference}`] : []),
                'The payment gateway usually processes a refund in 5-7 business days; your bank may take a few more days to show it.',
              ]
            : [
                ...(refund.reference ? [`Transfer reference: ${refund.reference}`] : []),
                'The funds take 5-10 business days to reach your account, depending on your bank.',
              ]),
        ],
      };
    }
    case 'EXCHANGE_COMPLETED':
      return {
        subject: `Your exchange ${request.id} is complete`,
        heading: 'Your exchange is complete',
        paragraphs: [
          `We received your item and completed ${what}. Thank you for shopping with us.`,
        ],
      };
    case 'EXCHANGE_SHIPPED':
      return {
        subject: `Your exchange for request ${request.id} has shipped`,
        heading: 'Your exchange has shipped',
        paragraphs: [
          `${replacement} is on its way in order ${request.exchangeOrder?.orderNumber ?? ''}, for ${what}.`,
        ],
      };
  }
}

export function returnMail(
  kind: ReturnMailKind,
  request: ReturnRequest,
  publicUrl: string,
  contact?: MailContact,
): MailMessage {
  const { subject, heading, paragraphs } = content(kind, request);
  const { html, text } = renderBrandedMail({
    subject,
    preheader: paragraphs[0]!,
    heading,
    paragraphs,
    action: { label: 'See your requests', url: `${publicUrl}/returns#requests` },
    footnotes: [
      'You received this email because of a return or exchange request on your Attar House account.',
    ],
    contact,
  });
  return { to: request.customer.email, subject, text, html };
}

/**
 * Sends the step's mail once `tx` commits: a job of the transaction that made the step, signed
 * with the store's contact details as they stand in that transaction.
 */
export async function enqueueReturnMail(
  deps: { jobs: JobQueue; publicUrl: string; requestId?: string },
  tx: DbOrTx,
  kind: ReturnMailKind,
  request: ReturnRequest,
): Promise<void> {
  const contact = await getSetting(tx, 'store_contact');
  const mail = returnMail(kind, request, deps.publicUrl, contact);
  await enqueueMail(deps.jobs, tx, mail, deps.requestId);
}
