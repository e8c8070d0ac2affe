import { ACCOUNT_DISABLED_MESSAGE } from '@attar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import {
  sessionFrom,
  signInWithGoogle,
  startGoogleProvider,
  type GoogleTestProvider,
} from '../../../test/google-provider.js';
import {
  latestSmsCode,
  mailLinkToken,
  outboxMails,
  smsTexts,
  waitForOutboxMails,
} from '../../../test/outbox.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { ensureAdminAccount } from './users.service.js';

let provider: GoogleTestProvider;
let t: TestApp;
let admin: { id: number; token: string; email: string };
beforeAll(async () => {
  provider = await startGoogleProvider();
  t = await createTestApp({ env: provider.env() });
  admin = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

let ipCounter = 0;
const nextIp = () => `10.62.${Math.floor((ipCounter += 1) / 250)}.${(ipCounter % 250) + 1}`;
let mobileCounter = 0;
const nextMobile = () => `97654${String((mobileCounter += 1)).padStart(5, '0')}`;
const PASSWORD = 'correct horse battery';

const setActive = (userId: number, isActive: boolean) =>
  t.app.inject(
    withToken(admin.token, {
      method: 'PUT',
      url: `/api/AdminUpdateUser?userId=${userId}`,
      payload: { isActive },
    }),
  );
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
const me = (token: string) => t.app.inject(withToken(token, { method: 'GET', url: '/api/me' }));

function expectDisabled(response: { statusCode: number; body: string }) {
  expect(response.statusCode).toBe(403);
  expect(json(response)).toMatchObject({
    code: 'ACCOUNT_DISABLED',
    message: ACCOUNT_DISABLED_MESSAGE,
  });
}

/** A customer whose mobile number is verified, so they can sign in by OTP as well. */
async function customerWithMobile() {
  const shopper = await signedInUser(t);
  const mobile = nextMobile();
  await t.database.db
    .update(users)
    .set({ phone: mobile, phoneVerified: true })
    .where(eq(users.id, shopper.id));
  return { ...shopper, mobile };
}

describe('deactivating an account (PUT /api/AdminUpdateUser isActive=false)', () => {
  it('ends its sessions at once and refuses the password sign-in with a clear message', async () => {
    const shopper = await signedInUser(t);
    expect((await me(shopper.token)).statusCode).toBe(200);
    const response = await setActive(shopper.id, false);
    expect(json(response)).toMatchObject({ isActive: false, status: 'INACTIVE' });

    const refused = await me(shopper.token);
    expect([refused.statusCode, json(refused).code]).toEqual([401, 'UNAUTHENTICATED']);
    expectDisabled(await post('/api/signin', { email: shopper.email, password: PASSWORD }));
    // The wrong password gets the usual answer: being deactivated is told only to the owner.
    const wrong = await post('/api/signin', { email: shopper.email, password: 'not the password' });
    expect([wrong.statusCode, json(wrong).code]).toEqual([401, 'INVALID_CREDENTIALS']);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, shopper.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'DEACTIVATE',
      changes: { isActive: { before: true, after: false } },
    });
  });

  it('texts no sign-in code but a note, and refuses a code sent before the deactivation', async () => {
    const shopper = await customerWithMobile();
    expect((await post('/api/phone/OTPsend', { mobile: shopper.mobile })).statusCode).toBe(200);
    const earlierCode = latestSmsCode(t.config, shopper.mobile);
    await setActive(shopper.id, false);

    expectDisabled(
      await post('/api/phone/OTPverify', { mobile: shopper.mobile, otp: earlierCode }),
    );
    const sent = await post('/api/phone/OTPsend', { mobile: shopper.mobile });
    expect(json(sent)).toEqual({ message: 'OTP sent', expiresInSeconds: 600 });
    expect(smsTexts(t.config, shopper.mobile).at(-1)).toContain('has been deactivated');
    expect(smsTexts(t.config, shopper.mobile).at(-1)).not.toMatch(/\d{6}/);
  });

  it('mails no set-password link and voids the links mailed before', async () => {
    const shopper = await signedInUser(t);
    expect((await post('/api/app/SendCredentialMail', { email: shopper.email })).statusCode).toBe(
      202,
    );
    const [mail] = await waitForOutboxMails(t.config, shopper.email, 1);
    await setActive(shopper.id, false);

    const set = await post('/api/set-password', {
      token: mailLinkToken(mail!),
      password: 'a new password',
    });
    expect([set.statusCode, json(set).code]).toEqual([400, 'LINK_INVALID']);
    expect((await post('/api/app/SendCredentialMail', { email: shopper.email })).statusCode).toBe(
      202,
    );
    // Mail goes out through the job queue: once it is idle, a mail that was going to be sent is.
    await t.app.jobs.whenIdle();
    expect(outboxMails(t.config, shopper.email)).toHaveLength(1);
  });

  it('refuses Google sign-in to a deactivated account and says why on the sign-in page', async () => {
    const identity = {
      sub: 'g-deactivated-1',
      email: 'leela.deactivated@gmail.example',
      email_verified: true,
      given_name: 'Leela',
    };
    provider.signInAs(identity);
    const first = sessionFrom((await signInWithGoogle(t)).headers.location);
    await setActive(first.id, false);

    const again = await signInWithGoogle(t);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('/login?error=account-disabled');
    expect((await me(first.token)).statusCode).toBe(401);
  });

  it('does not link a Google identity to a deactivated password account with its email', async () => {
    const shopper = await signedInUser(t);
    await setActive(shopper.id, false);
    provider.signInAs({
      sub: 'g-deactivated-2',
      email: shopper.email,
      email_verified: true,
      given_name: 'Test',
    });
    expect((await signInWithGoogle(t)).headers.location).toBe('/login?error=account-disabled');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row?.googleSubject).toBeNull();
  });

  it('reactivation lets the account sign in again by every path; the old tokens stay void', async () => {
    const shopper = await customerWithMobile();
    await setActive(shopper.id, false);
    const reactivated = await setActive(shopper.id, true);
    expect(json(reactivated)).toMatchObject({ isActive: true, status: 'ACTIVE' });

    expect((await me(shopper.token)).statusCode).toBe(401);
    const signIn = await post('/api/signin', { email: shopper.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect((await me(json<{ token: string }>(signIn).token)).statusCode).toBe(200);
    await post('/api/phone/OTPsend', { mobile: shopper.mobile });
    const otp = await post('/api/phone/OTPverify', {
      mobile: shopper.mobile,
      otp: latestSmsCode(t.config, shopper.mobile),
    });
    expect(json(otp)).toMatchObject({ id: shopper.id, role: 'CUSTOMER' });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, shopper.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'REACTIVATE',
      changes: { isActive: { before: false, after: true } },
    });
  });

  it('a deactivated admin loses the back office at once', async () => {
    const other = await signedInUser(t, 'ADMIN');
    await setActive(other.id, false);
    const response = await t.app.inject(
      withToken(other.token, { method: 'GET', url: '/api/admin/get-users' }),
    );
    expect(response.statusCode).toBe(401);
    expectDisabled(await post('/api/signin', { email: other.email, password: PASSWORD }));
  });
});

describe('the configured admin (ADMIN_EMAIL and ADMIN_PASSWORD)', () => {
  it("is reactivated at start-up: the owner's way back in", async () => {
    const owner = await signedInUser(t, 'ADMIN');
    await setActive(owner.id, false);
    await ensureAdminAccount(t.database.db, { email: owner.email, password: PASSWORD });
    const signIn = await post('/api/signin', { email: owner.email, password: PASSWORD });
    expect(json(signIn)).toMatchObject({ id: owner.id, role: 'ADMIN' });
  });
});

describe('two admins deactivating each other at the same moment', () => {
  it('lets one through and leaves the store with an active admin', async () => {
    const store = await createTestApp();
    try {
      const first = await signedInUser(store, 'ADMIN');
      const second = await signedInUser(store, 'ADMIN');
      const deactivate = (actor: { token: string }, target: { id: number }) =>
        store.app.inject(
          withToken(actor.token, {
            method: 'PUT',
            url: `/api/AdminUpdateUser?userId=${target.id}`,
            payload: { isActive: false },
          }),
        );
      const answers = await Promise.all([deactivate(first, second), deactivate(second, first)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The loser is refused by the guard (its session ended) or by the last-admin rule.
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const active = await store.database.db
        .select()
        .from(users)
        .where(and(eq(users.role, 'ADMIN'), eq(users.isActive, true)));
      expect(active).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});
