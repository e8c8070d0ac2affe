import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage, Page } from '@attar/contracts';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let t: TestApp;
let admin: string;
let addressCounter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, 'ADMIN')).token;
});
afterAll(async () => {
  await t.close();
});

const message = {
  name: 'Meera Iyer',
  email: 'Meera@Example.in',
  phone: '+91 98765 43210',
  subject: 'A wedding order',
  message: 'Could you make twenty gift boxes of Mogra Attar for a wedding in March?',
};
/** Each test writes from its own address, so the per-address limit of one does not touch another. */
const nextAddress = () => `10.0.0.${(addressCounter += 1)}`;
const send = (payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

describe('POST /api/contact', () => {
  it('keeps the message for the admin and thanks the sender', async () => {
    const response = await send(message);
    expect(response.statusCode).toBe(201);
    const receipt = json<{ id: number; message: string }>(response);
    expect(receipt).toEqual({
      id: expect.any(Number),
      message: 'Thank you. We will write back within two working days.',
    });
    const list = json<Page<ContactMessage>>(
      await t.app.inject(withToken(admin, { method: 'GET', url: '/api/admin/contact-messages' })),
    );
    expect(list.content.find((item) => item.id === receipt.id)).toEqual({
      id: receipt.id,
      name: 'Meera Iyer',
      email: 'meera@example.in',
      phone: '9876543210',
      subject: 'A wedding order',
      message: message.message,
      createdAt: expect.any(String),
      handledAt: null,
    });
  });

  it('takes an empty or absent phone number as none', async () => {
    for (const phone of ['', undefined]) {
      expect((await send({ ...message, phone })).statusCode).toBe(201);
    }
  });

  it.each([
    ['no name', { ...message, name: undefined }],
    ['a blank subject', { ...message, subject: '  ' }],
    ['no message', { ...message, message: undefined }],
    ['a message of 2001 characters', { ...message, message: 'x'.repeat(2001) }],
    ['a bad email', { ...message, email: 'meera-at-example' }],
    ['a bad phone', { ...message, phone: '12345' }],
    ['a number for a name', { ...message, name: 42 }],
    ['a list', [message]],
  ])('answers 400 VALIDATION_FAILED for %s', async (_case, payload) => {
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('takes a message of 2000 characters', async () => {
    expect((await send({ ...message, message: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('allows five messages an hour from one address, then answers 429', async () => {
    const address = nextAddress();
    for (let index = 0; index < 5; index += 1)
      expect((await send(message, address)).statusCode).toBe(201);
    const limited = await send(message, address);
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send(message)).statusCode).toBe(201);
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('lists messages newest first, in pages', async () => {
    await send({ ...message, subject: 'Older' });
    await send({ ...message, subject: 'Newer' });
    const page = json<Page<ContactMessage>>(
      await t.app.inject(
        withToken(admin, { method: 'GET', url: '/api/admin/contact-messages?size=2' }),
      ),
    );
    expect(page.content.map((item) => item.subject)).toEqual(['Newer', 'Older']);
    expect(page).toMatchObject({ size: 2, number: 0, first: true, last: false });
  });

  it('is for admins only and checks paging', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages' })).statusCode,
    ).toBe(401);
    const customer = (await signedInUser(t)).token;
    const forbidden = await t.app.inject(
      withToken(customer, { method: 'GET', url: '/api/admin/contact-messages' }),
    );
    expect(forbidden.statusCode).toBe(403);
    const bad = await t.app.inject(
      withToken(admin, { method: 'GET', url: '/api/admin/contact-messages?size=1000' }),
    );
    expect(bad.statusCode).toBe(400);
  });
});
