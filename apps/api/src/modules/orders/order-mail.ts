import { type Order, formatPrice } from '@attar/contracts';
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
): MailMessage {
  const subject = orderConfirmationSubject(order.orderNumber);
  const address = order.shippingAddress;
  const { html, text } = renderBrandedMail({
    subject,
    preheader: `We have your order ${order.orderNumber} for ${formatPrice(order.totalAmount)}.`,
    heading: 'Thank you for your order',
    paragraphs: [
      `Your order ${order.orderNumber} is placed. We will write again when it ships.`,
      ...order.items.map(
        (item) => `${item.quantity} x ${item.name} (${item.sku}): ${formatPrice(item.lineTotal)}`,
      ),
      ...(order.discount > 0
        ? [`Promo ${order.promoCode ?? ''}: -${formatPrice(order.discount)}`]
        : []),
      `Shipping: ${order.shippingCharge > 0 ? formatPrice(order.shippingCharge) : 'Free'}`,
      ...(order.codFee > 0 ? [`Cash on delivery fee: ${formatPrice(order.codFee)}`] : []),
      `Total: ${formatPrice(order.totalAmount)} (including GST of ${formatPrice(order.gstIncluded)}), paid by ${order.paymentMethod.displayName}.`,
      `Delivering to ${address.fullName}, ${[address.addressLine1, address.addressLine2, address.city, address.state, address.zipCode].filter(Boolean).join(', ')}.`,
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
