import { type Order, formatPrice } from '@attar/contracts';
import type { OrderRow } from '../../db/schema/index.js';
import { type MailContact, renderBrandedMail } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../lib/mailer.js';

export const orderConfirmationSubject = (orderNumber: string) =>
  `Your Attar House order ${orderNumber}`;

/**
 * The confirmation a customer receives once the order is committed, signed with the store's
 * contact details (the store contact setting).
 */
export function orderConfirmationMail(
  to: string,
  order: Order,
  publicUrl: string,
  contact: MailContact,
  codCode?: string,
): MailMessage {
  const subject = orderConfirmationSubject(order.orderNumber);
  const address = order.shippingAddress;
  const { html, text } = renderBrandedMail({
    subject,
    preheader: `We have your order ${order.orderNumber} for ${formatPrice(order.totalAmount)}.`,
    heading: 'Thank you for your order',
    paragraphs: [
      `Your order ${order.orderNumber} is placed. We will write again when it ships.`,
      ...(codCode && order.codConfirmBy
        ? codeParagraphs(order.id, codCode, new Date(order.codConfirmBy), publicUrl)
        : []),
      ...order.items.map(
        (item) => `${item.quantity} x ${item.name} (${item.sku}): ${formatPrice(item.lineTotal)}`,
      ),
      // The automatic offers, then the code's (a free shipping shows below as Free).
      ...order.offers
        .filter((offer) => offer.code === null && offer.discount > 0)
        .map((offer) => `${offer.title}: -${formatPrice(offer.discount)}`),
      ...(order.discount > 0
        ? [`Promo ${order.promoCode ?? ''}: -${formatPrice(order.discount)}`]
        : []),
      ...(order.prepaidDiscount > 0
        ? [`Online payment discount: -${formatPrice(order.prepaidDiscount)}`]
        : []),
      `Shipping: ${order.shippingCharge > 0 ? formatPrice(order.shippingCharge) : 'Free'}`,
      ...(order.giftWrapCharge > 0 ? [`Gift wrap: ${formatPrice(order.giftWrapCharge)}`] : []),
      ...(order.codFee > 0 ? [`Cash on delivery fee: ${formatPrice(order.codFee)}`] : []),
      `Total: ${formatPrice(order.totalAmount)} (including GST of ${formatPrice(order.gstIncluded)}), paid by ${order.paymentMethod.displayName}.`,
      `Delivering to ${address.fullName}, ${[address.addressLine1, address.addressLine2, address.city, address.state, address.zipCode].filter(Boolean).join(', ')}.`,
      ...(order.giftMessage ? [`Your gift message: “${order.giftMessage}”`] : []),
    ],
    // My Account opened on this order, on top with what happens next.
    action: { label: 'Track your order', url: `${publicUrl}/profile?placed=${order.id}` },
    footnotes: [
      'You received this email because an order was placed with your Attar House account.',
    ],
    contact,
  });
  return { to, subject, text, html };
}

const indiaTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
});

/** Where the customer enters the code: My Account, on this order, the code filled in. */
const confirmUrl = (publicUrl: string, orderId: number, code: string) =>
  `${publicUrl}/profile?placed=${orderId}&code=${code}`;

function codeParagraphs(orderId: number, code: string, confirmBy: Date, publicUrl: string) {
  return [
    `Please confirm this cash-on-delivery order with the code ${code} by ${indiaTime.format(confirmBy)} (India time): enter it on your order in My Account, or open ${confirmUrl(publicUrl, orderId, code)}. An order not confirmed by then is cancelled.`,
  ];
}

/**
 * The text with the code, to the phone on the order's address: short enough for one SMS, with
 * the order page's link (the code is in it, as in the mail's button).
 */
export function codConfirmationCodeSms(order: OrderRow, code: string, publicUrl: string): string {
  return `Attar House: ${code} is the code to confirm your cash-on-delivery order ${order.orderNumber} by ${indiaTime.format(order.codConfirmBy!)}. ${confirmUrl(publicUrl, order.id, code)}`;
}

/** A new code for a cash-on-delivery order waiting for one (the customer asked for it). */
export function codConfirmationCodeMail(
  to: string,
  order: OrderRow,
  code: string,
  publicUrl: string,
  contact: MailContact,
): MailMessage {
  const subject = `Your code to confirm order ${order.orderNumber}`;
  const paragraphs = codeParagraphs(order.id, code, order.codConfirmBy!, publicUrl);
  const { html, text } = renderBrandedMail({
    subject,
    preheader: `Your code is ${code}.`,
    heading: 'Confirm your order',
    paragraphs: [
      `Here is a new code for your order ${order.orderNumber}.`,
      ...paragraphs,
      'The code sent before this one no longer works.',
    ],
    action: { label: 'Confirm your order', url: confirmUrl(publicUrl, order.id, code) },
    footnotes: [
      'You received this email because a new confirmation code was asked for on your Attar House account.',
    ],
    contact,
  });
  return { to, subject, text, html };
}
