import { formatPrice, paiseToRupees } from '@attar/contracts';
import { type MailContact, renderBrandedMail } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../lib/mailer.js';
import { lineName } from '../catalog/variants.service.js';
import type { LineOnSale } from './saved-carts.service.js';

export const CART_REMINDER_SUBJECT = 'You left something in your cart';

/** Where the reminder's button leads: the cart, which loads the saved one on any device. */
export const restoreCartUrl = (publicUrl: string) => `${publicUrl}/cart?restore=saved`;

/** "2 x Kannauj Rose Attar (6 ml): ₹3,000 (₹1,500 each)". */
function lineText({ item, line }: LineOnSale): string {
  const { product, variant } = line;
  const unitPaise = variant.salePricePaise ?? variant.pricePaise;
  const name = lineName(product, variant);
  const total = formatPrice(paiseToRupees(unitPaise * item.quantity));
  return item.quantity > 1
    ? `${item.quantity} x ${name}: ${total} (${formatPrice(paiseToRupees(unitPaise))} each)`
    : `${name}: ${total}`;
}

/**
 * The reminder of a cart left without an order: its lines with today's prices, a button back to
 * the cart and the one-click unsubscribe every marketing mail carries.
 */
export function cartReminderMail(
  to: string,
  lines: LineOnSale[],
  links: { publicUrl: string; unsubscribeUrl: string },
  contact: MailContact,
): MailMessage {
  const subject = CART_REMINDER_SUBJECT;
  const { html, text } = renderBrandedMail({
    subject,
    preheader: 'Your cart at Attar House is saved: pick up where you left off.',
    heading: 'Your cart is waiting',
    paragraphs: [
      'You left these in your cart at Attar House:',
      ...lines.map(lineText),
      'Your cart is saved to your account: the button opens it on any device where you sign in. Prices and stock are as they are today and are checked again at checkout.',
    ],
    action: { label: 'Return to my cart', url: restoreCartUrl(links.publicUrl) },
    footnotes: [
      'You received this email because you left items in your cart while signed in to your Attar House account.',
    ],
    unsubscribe: {
      label: 'Unsubscribe from emails about my cart and offers',
      url: links.unsubscribeUrl,
    },
    contact,
  });
  return { to, subject, text, html };
}
