import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../src/config.js';
import { fileSafe } from '../src/lib/outbox.js';

/**
 * Tests read codes and links where a person would: in the messages the app sent. In embedded
 * mode those are the outbox files; a real SMTP peer gives the same MIME text.
 */

function outboxFiles(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => join(dir, name));
}

/** Every SMS written for a mobile number, oldest first. */
export function smsTexts(config: AppConfig, mobile: string): string[] {
  return outboxFiles(join(config.sms.outboxDir, 'sms'), `-${mobile}.txt`).map((file) =>
    readFileSync(file, 'utf8'),
  );
}

/** The code in the newest SMS to a mobile number. */
export function latestSmsCode(config: AppConfig, mobile: string): string {
  const text = smsTexts(config, mobile).at(-1);
  const code = text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS with a code for ${mobile}`);
  return code;
}

export interface ParsedMail {
  headers: Record<string, string>;
  text: string | undefined;
  html: string | undefined;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** A small MIME reader for the messages this app writes (text and HTML alternatives). */
export function parseMail(raw: string): ParsedMail {
  const { headers, body } = splitEntity(raw);
  const parsed: ParsedMail = { headers, text: undefined, html: undefined };
  const collect = (entityHeaders: Record<string, string>, entityBody: string) => {
    const type = entityHeaders['content-type'] ?? 'text/plain';
    const boundary = type.match(/boundary="?([^";]+)"?/)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      const parts = entityBody.split(`--${boundary}`).slice(1);
      for (const part of parts) {
        if (part.startsWith('--')) break;
        const child = splitEntity(part.replace(/^\n/, ''));
        collect(child.headers, child.body);
      }
    } else if (type.startsWith('text/html')) {
      parsed.html = decodeBody(entityHeaders, entityBody);
    } else if (type.startsWith('text/plain')) {
      parsed.text = decodeBody(entityHeaders, entityBody);
    }
  };
  collect(headers, body);
  return parsed;
}

/** Every mail written for a recipient, oldest first, parsed. */
export function outboxMails(config: AppConfig, to: string): ParsedMail[] {
  return outboxFiles(join(config.mail.outboxDir, 'mail'), `-${fileSafe(to)}.eml`).map((file) =>
    parseMail(readFileSync(file, 'utf8')),
  );
}

// Mail goes out from a background job a moment after the answer; a loaded machine may take
// a few seconds (the queue polls every 2 s when a wake-up is missed).
const MAIL_WAIT_MS = 10_000;

/** Waits until the recipient has `count` mails in the outbox (some are sent after the answer). */
export async function waitForOutboxMails(
  config: AppConfig,
  to: string,
  count: number,
): Promise<ParsedMail[]> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const mails = outboxMails(config, to);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} mails to ${to}, found ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The 6-digit code in a mail's text part. */
export function mailCode(mail: ParsedMail): string {
  const code = mail.text?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('no code in the mail');
  return code;
}

/** The set-password token in a mail's text part. */
export function mailLinkToken(mail: ParsedMail): string {
  const token = mail.text?.match(/\/set-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error('no set-password link in the mail');
  return token;
}

/**
 * Waits until the recipient has a mail whose subject passes `subject` and answers it. Mails go
 * out after the answer, in no set order, so a count of mails does not say which have arrived.
 */
export async function waitForOutboxMail(
  config: AppConfig,
  to: string,
  subject: (subject: string) => boolean,
): Promise<ParsedMail> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const mail = outboxMails(config, to).find((candidate) =>
      subject(candidate.headers.subject ?? ''),
    );
    if (mail) return mail;
    if (Date.now() > deadline)
      throw new Error(`expected a mail to ${to} with the subject asked for`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
