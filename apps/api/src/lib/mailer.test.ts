import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailCode, mailLinkToken, parseMail, type ParsedMail } from '../../test/outbox.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../test/test-app.js';

interface ReceivedMail {
  from: string;
  to: string[];
  mail: ParsedMail;
}

// A real SMTP server on a free local port, standing in for the store's mail provider.
const received: ReceivedMail[] = [];
const waiting: Array<() => void> = [];
const REFUSED_RECIPIENT = 'bounces@example.in';
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onRcptTo(address, _session, callback) {
    if (address.address === REFUSED_RECIPIENT)
      return callback(new Error('550 mailbox unavailable'));
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        mail: parseMail(Buffer.concat(chunks).toString('utf8')),
      });
      waiting.splice(0).forEach((wake) => wake());
      callback();
    });
  },
});

async function nextMailTo(address: string): Promise<ReceivedMail> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const found = received.find((item) => item.to.includes(address));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail reached ${address}`);
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      setTimeout(resolve, 100);
    });
  }
}

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Attar House <hello@attarhouse.test>' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

describe('mail over SMTP_URL', () => {
  it('delivers the email verification code, which then verifies', async () => {
    const email = 'smtp-registrant@example.in';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-email-verification-otp-registration',
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    const { from, to, mail } = await nextMailTo(email);
    expect(from).toBe('hello@attarhouse.test');
    expect(to).toEqual([email]);
    expect(mail.headers.subject).toBe('Your Attar House verification code');
    expect(mail.headers['content-type']).toMatch(/^multipart\/alternative/);
    expect(mail.text).toBeDefined();
    expect(mail.html).toBeDefined();
    const otp = mailCode(mail);
    expect(otp).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(otp);

    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email-otp',
      query: { email, otp },
    });
    expect(json(verified)).toEqual({ verified: true, message: 'Email verified' });
  });

  it('delivers the set-password link, which then sets the password', async () => {
    const user = await signedInUser(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/app/SendCredentialMail',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(202);
    const { to, mail } = await nextMailTo(user.email);
    expect(to).toEqual([user.email]);
    expect(mail.headers.subject).toBe('Set your Attar House password');
    expect(mail.text).toContain(`${t.config.publicUrl}/set-password?token=`);
    expect(mail.html).toContain(`${t.config.publicUrl}/set-password?token=`);
    const token = mailLinkToken(mail);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      payload: { token, password: 'mailed-link-works' },
    });
    expect(set.statusCode).toBe(200);
  });

  it('answers 502 with the error body when the mail server refuses the message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/send-email-verification-otp-registration',
      payload: { email: REFUSED_RECIPIENT },
    });
    expect(response.statusCode).toBe(502);
    expect(json(response)).toMatchObject({
      status: 502,
      error: 'Bad Gateway',
      code: 'PROVIDER_UNAVAILABLE',
      message: 'We could not send the email. Please try again.',
    });
  });
});
