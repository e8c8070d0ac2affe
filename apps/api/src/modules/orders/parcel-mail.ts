import { formatPrice, type Order, paiseToRupees } from '@attar/contracts';
import { type MailContact, renderBrandedMail } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../lib/mailer.js';
import {
  amountDueAtDoor,
  isExchange,
  itemLines,
  ORDER_MAIL_FOOTNOTE,
} from './order-status-mail.js';

// The shopper's mails about a parcel that did not reach them (docs/decisions/0061): a failed
// delivery attempt, which they may answer, and a returned parcel received back by the store.

export const deliveryFailedSubject = (orderNumber: string) =>
  `We could not deliver your Attar House order ${orderNumber}`;
export const parcelReceivedSubject = (orderNumber: string) =>
  `Your Attar House order ${orderNumber} is back with us`;

/** Where the shopper answers a failed attempt: the track page, signed in or as a guest. */
export function trackOrderUrl(publicUrl: string, orderNumber: string): string {
  return `${publicUrl}/track-order?order=${encodeURIComponent(orderNumber)}`;
}

function branded(
  order: Order,
  content: { subject: string; heading: string; paragraphs: string[]; actionLabel: string },
  contact: MailContact,
  publicUrl: string,
): MailMessage {
  const { html, text } = renderBrandedMail({
    subject: content.subject,
    preheader: content.paragraphs[0]!,
    heading: content.heading,
    paragraphs: content.paragraphs,
    action: { label: content.actionLabel, url: trackOrderUrl(publicUrl, order.orderNumber) },
    footnotes: [ORDER_MAIL_FOOTNOTE],
    contact,
  });
  return { to: order.customer.email, subject: content.subject, text, html };
}

/**
 * A failed delivery attempt (NDR): what the courier said, and the link where the shopper asks
 * for another attempt or gives a phone number the courier can reach.
 */
export function deliveryFailedMail(
  order: Order,
  attempt: { courierName: string; reason: string },
  contact: MailContact,
  publicUrl: string,
): MailMessage {
  return branded(
    order,
    {
      subject: deliveryFailedSubject(order.orderNumber),
      heading: 'We could not deliver your parcel',
      paragraphs: [
        `${attempt.courierName} tried to deliver your order ${order.orderNumber} but could not. The courier's reason: ${attempt.reason}`,
        'Tell us what to do next on your order page, linked below: ask for another attempt, or give a mobile number the courier can call.',
        ...amountDueAtDoor(order),
        'Without an answer the courier may try once more, then brings the parcel back to us.',
      ],
      actionLabel: 'Arrange another attempt',
    },
    contact,
    publicUrl,
  );
}

/** The returned parcel reached the store: its items are back, and what is refunded. */
export function parcelReceivedMail(
  order: Order,
  refunds: { reference: string; amountPaise: number }[],
  contact: MailContact,
  publicUrl: string,
): MailMessage {
  const refunded = refunds.reduce((sum, refund) => sum + refund.amountPaise, 0);
  const money =
    refunds.length > 0
      ? [
          `We are refunding ${formatPrice(paiseToRupees(refunded))} to your ${order.paymentMethod.displayName} payment.`,
          `Refund reference: ${refunds.map((refund) => refund.reference).join(', ')}`,
          'The payment gateway usually processes a refund in 5-7 business days; your bank may take a few more days to show it.',
        ]
      : isExchange(order)
        ? ['This replacement was free of charge, so there is nothing to refund.']
        : [
            `Nothing was paid for this order (${order.paymentMethod.displayName}), so there is nothing to refund.`,
          ];
  return branded(
    order,
    {
      subject: parcelReceivedSubject(order.orderNumber),
      heading: 'Your parcel is back with us',
      paragraphs: [
        `The parcel of your order ${order.orderNumber} came back to us undelivered, with:`,
        ...itemLines(order),
        ...money,
        'If you still want these items, you are welcome to order them again.',
      ],
      actionLabel: 'See your order',
    },
    contact,
    publicUrl,
  );
}
