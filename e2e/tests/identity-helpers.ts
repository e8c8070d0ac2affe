import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Where the e2e server (its DATA_DIR, see serve-for-tests.mjs) drops the texts and mails it "sends". */
const OUTBOX = join(
  resolve(
    dirname(fileURLToPath(import.meta.url)),
    '..',
    '..',
    process.env.E2E_DATA_DIR ?? 'e2e/.data',
  ),
  'outbox',
);

let mobileCounter = 0;

/** A 10-digit Indian mobile number (6-9 first) no other run or test uses. */
export function uniqueMobile(): string {
  mobileCounter += 1;
  const tail =
    `${Date.now() % 1e7}`.padStart(7, '0') +
    `${(process.pid + mobileCounter) % 100}`.padStart(2, '0');
  return `${6 + Math.floor(Math.random() * 4)}${tail}`;
}

type Channel = 'sms' | 'mail';

/** The newest outbox file for one mobile number or email address, or null. */
export async function newestOutboxFile(
  channel: Channel,
  recipient: string,
): Promise<string | null> {
  const suffix = `-${recipient.toLowerCase()}.${channel === 'sms' ? 'txt' : 'eml'}`;
  let names: string[];
  try {
    names = await readdir(join(OUTBOX, channel));
  } catch {
    return null; // nothing sent yet
  }
  // Names start with a sortable timestamp.
  const mine = names.filter((name) => name.toLowerCase().endsWith(suffix)).sort();
  return mine.at(-1) ?? null;
}

/** The text of a mail's parts, with quoted-printable soft breaks and escapes undone. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * Waits for a message newer than `after` (the newest file before the action that sends it)
 * and answers its text, decoded.
 */
export async function nextMessage(
  channel: Channel,
  recipient: string,
  after: string | null,
): Promise<string> {
  let file: string | null = null;
  await expect
    .poll(
      async () => {
        file = await newestOutboxFile(channel, recipient);
        return file !== null && file !== after;
      },
      { message: `a new ${channel} message for ${recipient}`, timeout: 10_000 },
    )
    .toBe(true);
  const raw = await readFile(join(OUTBOX, channel, file!), 'utf8');
  return channel === 'mail' ? decodeQuotedPrintable(raw) : raw;
}

/** The 6-digit code of the next text or mail to `recipient`. */
export async function nextCode(
  channel: Channel,
  recipient: string,
  after: string | null,
): Promise<string> {
  const text = await nextMessage(channel, recipient, after);
  const code = /code is (\d{6})\b/.exec(text)?.[1];
  expect(code, `a 6-digit code in: ${text.slice(0, 400)}`).toBeTruthy();
  return code!;
}

export interface Account {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
}

/** Creates a customer through the API (the sign-up screen has its own journey). */
export async function createAccount(request: APIRequestContext, account: Account): Promise<void> {
  const response = await request.post('/api/signup', { data: account });
  expect(response.status(), await response.text()).toBe(201);
}

/** Signs in on the Password tab of /login (which must be open) and waits for the redirect. */
export async function signInWithPassword(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
