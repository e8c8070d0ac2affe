import { telHref } from '@attar/contracts';

/**
 * The store's mail look: ivory ground, ink text, a champagne-gold rule, a serif "Attar House".
 * Mail clients drop <style> blocks and block remote content, so every style is inline and the
 * mail has no images or web fonts (Georgia stands in for the site's serif display face).
 */

export interface BrandedMailContent {
  /** The subject line, repeated as the document title. */
  subject: string;
  /** The line inboxes show beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  /** A one-time code shown large and spaced. */
  code?: string;
  /** One call to action: a button in HTML, the bare address in text. */
  action?: { label: string; url: string };
  /** Smaller closing lines (why the mail came, what to do if it was not expected). */
  footnotes: string[];
  /** A marketing mail's one-click unsubscribe: a link under the footnotes, the address in text. */
  unsubscribe?: { label: string; url: string };
  /** The store's contact details, under the mail (else "Attar House, India"). */
  contact?: MailContact;
}

/** How a shopper reaches the store: the store contact setting's address, phone and email. */
export interface MailContact {
  address: string;
  phone: string;
  email: string;
}

const INK = '#1c1a17';
const IVORY = '#faf7f0';
const PAPER = '#fffdf8';
const GOLD = '#c8a96a';
const MUTED = '#5f594f';
const HAIRLINE = '#e8dfcc';
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px 0;font-family:${SANS};font-size:15px;line-height:24px;color:${INK};">${escapeHtml(text)}</p>`;
}

function codeBlock(code: string): string {
  return `<div style="margin:24px 0;padding:18px 0;text-align:center;border-top:1px solid ${GOLD};border-bottom:1px solid ${GOLD};font-family:${SERIF};font-size:34px;line-height:40px;letter-spacing:10px;color:${INK};">${escapeHtml(code)}</div>`;
}

function actionBlock({ label, url }: { label: string; url: string }): string {
  const href = escapeHtml(url);
  return [
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px auto;"><tr>`,
    `<td style="background-color:${INK};border:1px solid ${GOLD};">`,
    `<a href="${href}" style="display:inline-block;padding:14px 32px;font-family:${SANS};font-size:13px;letter-spacing:2px;text-transform:uppercase;color:${IVORY};text-decoration:none;">${escapeHtml(label)}</a>`,
    `</td></tr></table>`,
    `<p style="margin:0 0 16px 0;font-family:${SANS};font-size:12px;line-height:18px;color:${MUTED};">If the button does not work, copy this address into your browser:<br>`,
    `<a href="${href}" style="color:${INK};word-break:break-all;">${href}</a></p>`,
  ].join('');
}

/** The line under the mail's card: the store and how to reach it. */
function signatureHtml(contact: MailContact | undefined): string {
  const style = `margin:16px 0 0 0;font-family:${SANS};font-size:11px;line-height:18px;letter-spacing:1px;color:${MUTED};`;
  if (!contact) return `<p style="${style}">Attar House &middot; India</p>`;
  return [
    `<p style="${style}">Attar House &middot; ${escapeHtml(contact.address)}<br>`,
    `<a href="${escapeHtml(telHref(contact.phone))}" style="color:${MUTED};">${escapeHtml(contact.phone)}</a> &middot; `,
    `<a href="mailto:${escapeHtml(contact.email)}" style="color:${MUTED};">${escapeHtml(contact.email)}</a></p>`,
  ].join('');
}

function renderHtml(content: BrandedMailContent): string {
  const body = [
    `<h1 style="margin:0 0 16px 0;font-family:${SERIF};font-weight:normal;font-size:24px;line-height:30px;color:${INK};">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map(paragraph),
    content.code ? codeBlock(content.code) : '',
    content.action ? actionBlock(content.action) : '',
  ].join('');
  const footnotes = content.footnotes
    .map(
      (line) =>
        `<p style="margin:0 0 8px 0;font-family:${SANS};font-size:12px;line-height:18px;color:${MUTED};">${escapeHtml(line)}</p>`,
    )
    .join('');
  const unsubscribe = content.unsubscribe
    ? `<p style="margin:0 0 8px 0;font-family:${SANS};font-size:12px;line-height:18px;color:${MUTED};"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:${MUTED};">${escapeHtml(content.unsubscribe.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background-color:${IVORY};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${IVORY};">
<tr><td align="center" style="padding:40px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:${PAPER};border:1px solid ${HAIRLINE};">
<tr><td align="center" style="padding:36px 40px 20px 40px;border-bottom:1px solid ${GOLD};">
<div style="font-family:${SERIF};font-size:30px;line-height:36px;letter-spacing:3px;color:${INK};">Attar House</div>
<div style="padding-top:6px;font-family:${SANS};font-size:11px;letter-spacing:4px;text-transform:uppercase;color:${MUTED};">Premium Fragrances &amp; Jewelry</div>
</td></tr>
<tr><td style="padding:32px 40px 16px 40px;">${body}</td></tr>
<tr><td style="padding:20px 40px 32px 40px;border-top:1px solid ${HAIRLINE};">${footnotes}${unsubscribe}</td></tr>
</table>
${signatureHtml(content.contact)}
</td></tr>
</table>
</body>
</html>
`;
}

function renderText(content: BrandedMailContent): string {
  const blocks = [
    'ATTAR HOUSE',
    content.heading,
    ...content.paragraphs,
    ...(content.code ? [`    ${content.code}`] : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    '--',
    ...content.footnotes,
    ...(content.unsubscribe ? [`${content.unsubscribe.label}:\n${content.unsubscribe.url}`] : []),
    content.contact
      ? `Attar House, ${content.contact.address}\n${content.contact.phone} · ${content.contact.email}`
      : 'Attar House, India',
  ];
  return `${blocks.join('\n\n')}\n`;
}

/** Both parts of a mail in the store's look. */
export function renderBrandedMail(content: BrandedMailContent): { html: string; text: string } {
  return { html: renderHtml(content), text: renderText(content) };
}
