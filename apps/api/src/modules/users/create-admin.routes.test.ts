import type { CreatedAdmin } from '@attar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { mailLinkToken, waitForOutboxMails } from '../../../test/outbox.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

let t: TestApp;
let admin: { id: number; token: string; email: string };
let customer: { id: number; token: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  customer = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
const nextIp = () => `10.63.${Math.floor((ipCounter += 1) / 250)}.${(ipCounter % 250) + 1}`;

const getUsers = (query: string, token = admin.token) =>
  t.app.inject(withToken(token, { method: 'GET', url: `/api/admin/get-users${query}` }));
const createAdmin = (payload: unknown, token = admin.token) =>
  t.app.inject(
    withToken(token, {
      method: 'POST',
      url: '/api/admin/create-admin',
      payload: payload as object,
    }),
  );
const signIn = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/signin',
    payload: { email, password },
    remoteAddress: nextIp(),
  });

async function latestAudit(entityId: number) {
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describe('POST /api/admin/create-admin', () => {
  it('creates an admin and mails a one-time link to choose a password, never a password', async () => {
    const email = `new.admin.${Date.now()}@attarhouse.example`;
    const response = await createAdmin({
      email: email.toUpperCase(),
      firstName: 'Rohan',
      lastName: 'Das',
    });
    expect(response.statusCode).toBe(201);
    const created = json<CreatedAdmin>(response);
    expect(created).toMatchObject({
      email,
      fullName: 'Rohan Das',
      role: 'ADMIN',
      status: 'ACTIVE',
      passwordLinkMailed: true,
    });
    expect(response.body).not.toMatch(/password"\s*:|argon2/);

    const [mail] = await waitForOutboxMails(t.config, email, 1);
    expect(mail?.headers.subject).toBe('Your Attar House admin account');
    expect(mail?.text).toContain('within 72 hours');
    const token = mailLinkToken(mail!);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/set-password',
      payload: { token, password: 'a brand new secret' },
      remoteAddress: nextIp(),
    });
    expect(set.statusCode).toBe(200);
    const signedIn = await signIn(email, 'a brand new secret');
    expect(json(signedIn)).toMatchObject({ id: created.id, role: 'ADMIN' });
    const asNewAdmin = await getUsers('', json<{ token: string }>(signedIn).token);
    expect(asNewAdmin.statusCode).toBe(200);

    const entry = await latestAudit(created.id);
    expect(entry).toMatchObject({ action: 'CREATE', actorId: admin.id });
    expect(entry?.changes).toMatchObject({
      email: { before: null, after: email },
      role: { before: null, after: 'ADMIN' },
    });
    expect(JSON.stringify(entry?.changes)).not.toMatch(/password|argon2/i);
  });

  it('with a password, the admin signs in with it and the mail carries no link', async () => {
    const email = `pw.admin.${Date.now()}@attarhouse.example`;
    const response = await createAdmin({
      email,
      firstName: 'Sana',
      lastName: 'Khan',
      password: 'chosen by the owner',
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ passwordLinkMailed: false });
    const [mail] = await waitForOutboxMails(t.config, email, 1);
    expect(mail?.text).not.toContain('set-password');
    expect(mail?.text).not.toContain('chosen by the owner');
    expect(json(await signIn(email, 'chosen by the owner'))).toMatchObject({ role: 'ADMIN' });
  });

  it('answers 409 EMAIL_TAKEN for an email any account uses, whatever its case', async () => {
    const response = await createAdmin({
      email: customer.email.toUpperCase(),
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ code: 'EMAIL_TAKEN' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(row?.role).toBe('CUSTOMER');
  });

  it('refuses bad input with the field named', async () => {
    const valid = { email: 'ok.admin@attarhouse.example', firstName: 'Ok', lastName: 'Admin' };
    const cases: [unknown, string][] = [
      [{ ...valid, email: 'not-an-email' }, 'email'],
      [{ ...valid, password: 'short' }, 'password'],
      [{ ...valid, password: 'x'.repeat(129) }, 'password'],
      [{ ...valid, firstName: undefined }, 'firstName'],
      [{ ...valid, lastName: '\u0000' }, 'lastName'],
      [{ ...valid, email: 42 }, 'email'],
    ];
    for (const [payload, path] of cases) {
      const response = await createAdmin(payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(json<{ details: { path: string }[] }>(response).details[0]?.path).toBe(path);
    }
  });

  it('takes the name as sign-up spells it, firstname and lastname', async () => {
    const email = `lower.admin.${Date.now()}@attarhouse.example`;
    const response = await createAdmin({ email, firstname: ' Zoya ', lastname: 'Mirza' });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<CreatedAdmin>(response)).toMatchObject({
      email,
      firstName: 'Zoya',
      lastName: 'Mirza',
      fullName: 'Zoya Mirza',
      role: 'ADMIN',
    });
    // Both spellings at once are taken when they say the same.
    const both = await createAdmin({
      email: `both.admin.${Date.now()}@attarhouse.example`,
      firstname: 'Neel',
      firstName: 'Neel ',
      lastName: 'Bose',
    });
    expect(both.statusCode, both.body).toBe(201);
    expect(json<CreatedAdmin>(both)).toMatchObject({ firstName: 'Neel', lastName: 'Bose' });
  });

  it('refuses a name missing in both spellings, or two different names, with the error body', async () => {
    const email = `bad.names.${Date.now()}@attarhouse.example`;
    const cases: [unknown, string][] = [
      [{ email, firstname: 'Only' }, 'lastname'],
      [{ email, lastName: 'Only' }, 'firstName'],
      [{ email, firstname: 'Asha', firstName: 'Usha', lastname: 'Rao' }, 'firstname'],
      [{ email, firstname: '\u0000', lastname: 'Rao' }, 'firstname'],
    ];
    for (const [payload, path] of cases) {
      const response = await createAdmin(payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(json(response)).toMatchObject({
        status: 400,
        error: expect.any(String),
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        details: [expect.objectContaining({ path })],
        requestId: expect.any(String),
      });
    }
    expect(json(await getUsers(`?search=bad.names`)).totalElements).toBe(0);
  });

  it('answers 401 for a visitor and 403 for a customer', async () => {
    const payload = { email: 'sneaky@attarhouse.example', firstName: 'S', lastName: 'N' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', payload })).statusCode,
    ).toBe(401);
    const asCustomer = await createAdmin(payload, customer.token);
    expect(asCustomer.statusCode).toBe(403);
    expect(json(await getUsers(`?search=sneaky`)).totalElements).toBe(0);
  });
});
