import { BACK_IN_STOCK_CONFIRM_DAYS } from '@attar/contracts';
import { renderBrandedMail } from '../../lib/mail-layout.js';
import type { MailMessage } from '../../lib/mailer.js';

/** What a mail names: the product and, for a product of several sizes, the size. */
export interface WaitedSize {
  productId: number;
  productName: string;
  sku: string;
  size: string | null;
}

/** "Kannauj Rose Attar (6 ml)", or the name alone for a product of one size. */
export const sizeName = (waited: WaitedSize) =>
  waited.size ? `${waited.productName} (${waited.size})` : waited.productName;

const productLink = (waited: WaitedSize, publicUrl: string) =>
  `${publicUrl}/product/${waited.productId}?sku=${encodeURIComponent(waited.sku)}`;

/** A visitor's "Notify me": the address confirms it asked before anything else is sent. */
export function confirmationMail(
  to: string,
  waited: WaitedSize,
  token: string,
  publicUrl: string,
): MailMessage {
  const name = sizeName(waited);
  const subject = `Confirm your back-in-stock alert for ${name}`;
  const { html, text } = renderBrandedMail({
    subject,
    preheader: `One click, and we will tell you when ${name} is back.`,
    heading: 'Confirm your alert',
    paragraphs: [
      `You asked Attar House to email you when ${name} is back in stock. Confirm with the button below; the link works for ${BACK_IN_STOCK_CONFIRM_DAYS} days.`,
      'We will send one email when it is back, and nothing else.',
    ],
    action: {
      label: 'Confirm my alert',
      url: `${publicUrl}/back-in-stock/confirm?token=${token}`,
    },
    footnotes: ['If you did not ask for this, ignore this email: nothing will be sent.'],
  });
  return { to, subject, text, html };
}

/** The one mail a request is answered with: the size has stock again. */
export function backInStockMail(to: string, waited: WaitedSize, publicUrl: string): MailMessage {
  const name = sizeName(waited);
  const subject = `Back in stock: ${name}`;
  const { html, text } = renderBrandedMail({
    subject,
    preheader: `${name} is back at Attar House.`,
    heading: 'It is back',
    paragraphs: [
      `${name} is back in stock at Attar House.`,
      'Sizes that sell out often do again: this is the only email we send about it.',
    ],
    action: { label: 'Shop it now', url: productLink(waited, publicUrl) },
    footnotes: ['You received this email because you asked to be told when this was back.'],
  });
  return { to, subject, text, html };
}
