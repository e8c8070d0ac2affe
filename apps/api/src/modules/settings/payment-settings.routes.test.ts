import type { StoreSettings } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsRequests } from '../../../test/settings-requests.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';
import { seedStoreDefaults } from '../../db/seed/store-defaults.js';
import { getSetting } from './settings.service.js';

// The settings of paying (docs/payments.md): the time an unpaid online order holds its stock,
// and which cash-on-delivery orders their customer confirms by code.

let t: TestApp;
let admin: { token: string };
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedStoreDefaults(t.database.db);
  admin = await signedInUser(t, 'ADMIN');
  customer = (await signedInUser(t)).token;
});
afterAll(() => t?.close());

const { put, read, settingAudit, expectInvalid } = settingsRequests(
  () => t,
  () => admin.token,
);

describe('PUT /api/admin/settings/online-payments', () => {
  it('sets the time to pay in minutes, audited, and names the field in each 400', async () => {
    const response = await put('online-payments', { paymentHoldMinutes: 30 });
    expect(json<StoreSettings>(response).paymentHoldMinutes).toBe(30);
    expect(await getSetting(t.database.db, 'payment_hold_minutes')).toEqual({ minutes: 30 });
    const message = 'Time to pay must be a whole number of minutes from 5 to 1,440.';
    for (const value of [4, 1441, 7.5, '15', null]) {
      await expectInvalid(
        'online-payments',
        { paymentHoldMinutes: value },
        'paymentHoldMinutes',
        message,
      );
    }
    expect((await read()).paymentHoldMinutes).toBe(30);
  });
});

describe('PUT /api/admin/settings/prepaid-discount', () => {
  it('sets an amount or a percentage off for paying online, audited', async () => {
    const amount = await put('prepaid-discount', { kind: 'amount', amount: 150, percent: 0 });
    expect(amount.statusCode, amount.body).toBe(200);
    expect(json<StoreSettings>(amount).prepaidDiscount).toEqual({
      kind: 'amount',
      amount: 150,
      percent: 0,
    });
    expect(await getSetting(t.database.db, 'prepaid_discount')).toEqual({
      kind: 'amount',
      paise: 15_000,
      percent: 0,
    });
    const percent = await put('prepaid-discount', { kind: 'percent', amount: 150, percent: 5 });
    expect(json<StoreSettings>(percent).prepaidDiscount).toEqual({
      kind: 'percent',
      amount: 150,
      percent: 5,
    });
    expect((await settingAudit()).map((entry) => entry.reason)).toContain('prepaid_discount');
  });

  it('names the field in each 400 and changes nothing', async () => {
    const before = await read();
    const amount = 'The amount must be a whole number of rupees from 1 to 10,000.';
    for (const value of [0, 10_001, 99.5, '100', null]) {
      await expectInvalid(
        'prepaid-discount',
        { kind: 'amount', amount: value, percent: 0 },
        'amount',
        amount,
      );
    }
    const percent = 'The percentage must be a whole number from 1 to 50.';
    for (const value of [0, 51, 2.5, -1]) {
      await expectInvalid(
        'prepaid-discount',
        { kind: 'percent', amount: 0, percent: value },
        'percent',
        percent,
      );
    }
    await expectInvalid(
      'prepaid-discount',
      { kind: 'half', amount: 0, percent: 0 },
      'kind',
      'kind must be none, amount or percent.',
    );
    expect(await read()).toEqual(before);
  });
});

describe('PUT /api/admin/settings/cod-confirmation', () => {
  const valid = { enabled: true, firstOrder: false, above: 7499.5, hours: 12 };

  it('switches confirmation by code on, keeps the amount in paise, and audits the change', async () => {
    const response = await put('cod-confirmation', valid);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<StoreSettings>(response).codConfirmation).toEqual(valid);
    expect(await getSetting(t.database.db, 'cod_confirmation')).toEqual({
      enabled: true,
      firstOrder: false,
      abovePaise: 749_950,
      hours: 12,
    });
    expect((await settingAudit()).map((entry) => entry.reason)).toContain('cod_confirmation');
    const anyAmount = await put('cod-confirmation', { ...valid, above: null });
    expect(json<StoreSettings>(anyAmount).codConfirmation.above).toBeNull();
  });

  it('names the field in each 400 and changes nothing', async () => {
    const before = await read();
    const amount = 'The amount must be between 1 and 10,00,000 rupees, or empty.';
    for (const value of [0, 10_00_001, 'lots']) {
      await expectInvalid('cod-confirmation', { ...valid, above: value }, 'above', amount);
    }
    const hours = 'Time to confirm must be a whole number of hours from 1 to 168.';
    for (const value of [0, 169, 2.5, null]) {
      await expectInvalid('cod-confirmation', { ...valid, hours: value }, 'hours', hours);
    }
    await expectInvalid(
      'cod-confirmation',
      { ...valid, enabled: 'yes' },
      'enabled',
      'enabled must be true or false.',
    );
    expect(await read()).toEqual(before);
  });

  it('is for admins only', async () => {
    for (const token of [null, customer]) {
      const response = await put(
        'prepaid-discount',
        { kind: 'amount', amount: 100, percent: 0 },
        token,
      );
      expect(response.statusCode).toBe(token ? 403 : 401);
    }
    expect((await put('cod-confirmation', valid, null)).statusCode).toBe(401);
    expect((await put('cod-confirmation', valid, customer)).statusCode).toBe(403);
    expect((await put('online-payments', { paymentHoldMinutes: 20 }, customer)).statusCode).toBe(
      403,
    );
  });
});
