import { DEFAULT_STORE_CONTACT, type StoreSettings } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';
import { auditLog } from '../../db/schema/index.js';
import { seedStoreDefaults } from '../../db/seed/store-defaults.js';
import { settingsRequests } from '../../../test/settings-requests.js';
import { getSetting } from './settings.service.js';

// The admin's store settings (docs/admin-guide.md, "Store settings"): GET /api/admin/settings and
// one PUT per section of the screen, each checked with a message per field and audited key by key.

let t: TestApp;
let admin: { id: number; token: string; email: string };
let customer: string;

const DEFAULTS: StoreSettings = {
  codFee: 49,
  codLimit: 200000,
  returnWindowDays: 30,
  lowStockThreshold: 5,
  paymentHoldMinutes: 15,
  codConfirmation: { enabled: false, firstOrder: true, above: 5000, hours: 24 },
  prepaidDiscount: { kind: 'none', amount: 0, percent: 0 },
  invoiceIdentity: { legalName: '', address: '', gstin: '', state: '' },
  storeContact: DEFAULT_STORE_CONTACT,
  staffTwoFactor: { required: false },
  giftWrap: { enabled: false, fee: 49 },
  abandonedCart: { enabled: true, firstReminderHours: 4, secondReminderHours: null },
};
const IDENTITY = {
  legalName: 'Attar House Private Limited',
  address: '12 Crawford Market Road, Mumbai 400001',
  gstin: '27AAPFU0939F1ZV',
  state: 'Maharashtra',
};

beforeAll(async () => {
  t = await createTestApp();
  await seedStoreDefaults(t.database.db);
  admin = await signedInUser(t, 'ADMIN');
  customer = (await signedInUser(t)).token;
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(auditLog).where(eq(auditLog.entityType, 'setting'));
});

const { call, put, read, settingAudit, expectInvalid } = settingsRequests(
  () => t,
  () => admin.token,
);

describe('GET /api/admin/settings', () => {
  it('answers every setting at its default, money in rupees', async () => {
    const response = await call('GET', '/api/admin/settings', admin.token);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual(DEFAULTS);
  });

  it('is for admins only', async () => {
    expect((await call('GET', '/api/admin/settings', null)).statusCode).toBe(401);
    const asCustomer = await call('GET', '/api/admin/settings', customer);
    expect([asCustomer.statusCode, json(asCustomer).code]).toEqual([403, 'FORBIDDEN']);
  });
});

describe('PUT /api/admin/settings/cash-on-delivery', () => {
  it('sets the fee and the limit in rupees, keeps paise, and audits each key that changed', async () => {
    const response = await put('cash-on-delivery', { codFee: 59.5, codLimit: 25000.75 });
    expect(response.statusCode).toBe(200);
    expect(json<StoreSettings>(response)).toMatchObject({ codFee: 59.5, codLimit: 25000.75 });
    expect(await getSetting(t.database.db, 'cod_fee')).toEqual({ paise: 5950 });
    expect(await getSetting(t.database.db, 'cod_limit')).toEqual({ paise: 2500075 });
    expect(json(await call('GET', '/api/admin/settings/cod-fee', null))).toEqual({ codFee: 59.5 });
    expect(await settingAudit()).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        actorEmail: admin.email,
        action: 'UPDATE',
        reason: 'cod_fee',
        changes: { codFee: { before: 49, after: 59.5 } },
      }),
      expect.objectContaining({
        reason: 'cod_limit',
        changes: { codLimit: { before: 200000, after: 25000.75 } },
      }),
    ]);

    // Saving the section again with only the limit changed records only the limit.
    await put('cash-on-delivery', { codFee: 59.5, codLimit: 200000 });
    expect((await settingAudit()).map((entry) => entry.reason)).toEqual([
      'cod_fee',
      'cod_limit',
      'cod_limit',
    ]);
    await put('cash-on-delivery', { codFee: 49, codLimit: 200000 });
  });

  it('names the field in each 400', async () => {
    const fee = 'COD fee must be between 0 and 1000 rupees.';
    const limit = 'COD limit must be between 1 and 10,00,000 rupees.';
    await expectInvalid('cash-on-delivery', { codFee: -1, codLimit: 500 }, 'codFee', fee);
    await expectInvalid('cash-on-delivery', { codFee: 1000.01, codLimit: 500 }, 'codFee', fee);
    await expectInvalid(
      'cash-on-delivery',
      { codFee: 49.555, codLimit: 500 },
      'codFee',
      'COD fee may have at most 2 decimals.',
    );
    await expectInvalid(
      'cash-on-delivery',
      { codFee: '49', codLimit: 500 },
      'codFee',
      'COD fee must be a number of rupees.',
    );
    await expectInvalid('cash-on-delivery', { codFee: 49, codLimit: 0 }, 'codLimit', limit);
    await expectInvalid('cash-on-delivery', { codFee: 49, codLimit: 1_000_001 }, 'codLimit', limit);
    await expectInvalid('cash-on-delivery', { codFee: 49 }, 'codLimit', limit);
    await expectInvalid(
      'cash-on-delivery',
      { codFee: 49, codLimit: 100.001 },
      'codLimit',
      'COD limit may have at most 2 decimals.',
    );
    expect(await read()).toMatchObject({ codFee: 49, codLimit: 200000 });
    expect(await settingAudit()).toEqual([]);
  });
});

describe('PUT /api/admin/settings/cod-fee (the spec’s call)', () => {
  it('is audited like the section', async () => {
    const response = await put('cod-fee', { codFee: 39 });
    expect([response.statusCode, json(response)]).toEqual([200, { codFee: 39 }]);
    expect(await settingAudit()).toEqual([
      expect.objectContaining({
        reason: 'cod_fee',
        changes: { codFee: { before: 49, after: 39 } },
      }),
    ]);
    await put('cod-fee', { codFee: 49 });
  });
});

describe('PUT /api/admin/settings/returns and /inventory', () => {
  it('sets the return window in days, audited', async () => {
    const response = await put('returns', { returnWindowDays: 15 });
    expect(response.statusCode).toBe(200);
    expect(json<StoreSettings>(response).returnWindowDays).toBe(15);
    expect(await getSetting(t.database.db, 'return_window_days')).toEqual({ days: 15 });
    expect(await settingAudit()).toEqual([
      expect.objectContaining({
        reason: 'return_window_days',
        changes: { returnWindowDays: { before: 30, after: 15 } },
      }),
    ]);
    await put('returns', { returnWindowDays: 30 });
  });

  it('sets the low-stock threshold, audited', async () => {
    const response = await put('inventory', { lowStockThreshold: 0 });
    expect(json<StoreSettings>(response).lowStockThreshold).toBe(0);
    expect(await getSetting(t.database.db, 'low_stock_threshold')).toEqual({ quantity: 0 });
    expect((await settingAudit())[0]?.changes).toEqual({
      lowStockThreshold: { before: 5, after: 0 },
    });
    await put('inventory', { lowStockThreshold: 5 });
  });

  it('names the field in each 400', async () => {
    const days = 'Return window must be a whole number of days from 1 to 365.';
    for (const value of [0, 366, 1.5, '30', null]) {
      await expectInvalid('returns', { returnWindowDays: value }, 'returnWindowDays', days);
    }
    const stock = 'Low-stock threshold must be a whole number from 0 to 1,00,000.';
    for (const value of [-1, 100_001, 2.5, 'five']) {
      await expectInvalid('inventory', { lowStockThreshold: value }, 'lowStockThreshold', stock);
    }
    expect(await read()).toMatchObject({ returnWindowDays: 30, lowStockThreshold: 5 });
  });
});

describe('PUT /api/admin/settings/invoice-identity', () => {
  it('stores the seller, the GSTIN in capitals and the state as the address form spells it', async () => {
    const response = await put('invoice-identity', {
      ...IDENTITY,
      legalName: '  Attar House Private Limited ',
      gstin: '27aapfu0939f1zv',
      state: 'maharashtra',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<StoreSettings>(response).invoiceIdentity).toEqual(IDENTITY);
    expect(await getSetting(t.database.db, 'invoice_identity')).toEqual(IDENTITY);
    const [entry] = await settingAudit();
    expect(entry).toMatchObject({
      reason: 'invoice_identity',
      changes: {
        legalName: { before: '', after: IDENTITY.legalName },
        gstin: { before: '', after: IDENTITY.gstin },
        state: { before: '', after: 'Maharashtra' },
      },
    });
  });

  it('takes a state by its id and a GSTIN of no state code (97) with any state', async () => {
    const byId = await put('invoice-identity', {
      ...IDENTITY,
      gstin: '29AAPFU0939F1ZR',
      state: 'KA',
    });
    expect(json<StoreSettings>(byId).invoiceIdentity.state).toBe('Karnataka');
    const otherTerritory = await put('invoice-identity', {
      ...IDENTITY,
      gstin: '97AAACA1234B1ZB',
      state: 'Delhi',
    });
    expect(otherTerritory.statusCode).toBe(200);
  });

  it('says which GSTIN rule failed in the 400, the same words the form shows', async () => {
    const before = await read();
    const refusals: [string, string][] = [
      [' 27aapfu0939f1z ', 'A GSTIN has 15 characters; this one has 14.'],
      [
        '99AAPFU0939F1ZV',
        'A GSTIN starts with a state code from 01 to 38 (or 97 for other territory); 99 is not one.',
      ],
      [
        '27AAPF10939F1ZV',
        'Characters 3 to 12 of a GSTIN are the PAN: 5 letters, 4 digits and a letter (like AAPFU0939F); AAPF10939F is not.',
      ],
      ['27aapfu0939f1zw', "This GSTIN's last character should be V: check for a typing mistake."],
    ];
    for (const [gstin, message] of refusals) {
      const response = await put('invoice-identity', { ...IDENTITY, gstin });
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: `gstin: ${message}`,
        details: [{ path: 'gstin', message }],
      });
    }
    expect(await read()).toEqual(before);
  });

  it('names the field in each 400', async () => {
    const before = await read();
    await expectInvalid(
      'invoice-identity',
      { ...IDENTITY, gstin: '27AAPFU0939F1ZW' },
      'gstin',
      "This GSTIN's last character should be V: check for a typing mistake.",
    );
    await expectInvalid(
      'invoice-identity',
      { ...IDENTITY, gstin: '' },
      'gstin',
      'Enter the GSTIN: 15 characters, as on the GST registration certificate.',
    );
    await expectInvalid(
      'invoice-identity',
      { ...IDENTITY, state: 'Atlantis' },
      'state',
      'Choose a state of India from the list.',
    );
    await expectInvalid(
      'invoice-identity',
      { ...IDENTITY, state: 'Karnataka' },
      'state',
      'This GSTIN is registered in Maharashtra (state code 27). Choose Maharashtra or check the GSTIN.',
    );
    await expectInvalid(
      'invoice-identity',
      { ...IDENTITY, legalName: '   ' },
      'legalName',
      "Enter the seller's legal name.",
    );
    await expectInvalid(
      'invoice-identity',
      { ...IDENTITY, legalName: 'x'.repeat(201) },
      'legalName',
      'Legal name must be at most 200 characters.',
    );
    await expectInvalid(
      'invoice-identity',
      { ...IDENTITY, address: undefined },
      'address',
      'Enter the registered address.',
    );
    await expectInvalid(
      'invoice-identity',
      { ...IDENTITY, address: 'y'.repeat(501) },
      'address',
      'Address must be at most 500 characters.',
    );
    await expectInvalid(
      'invoice-identity',
      { ...IDENTITY, address: 'Mumbai\u0000' },
      'address',
      'Must not contain a NUL character.',
    );
    await expectInvalid(
      'invoice-identity',
      { ...IDENTITY, state: '' },
      'state',
      'Choose a state of India from the list.',
    );
    expect(await read()).toEqual(before);
  });
});

describe('every settings write', () => {
  it('answers 401 to a visitor and 403 to a customer, and changes nothing', async () => {
    const writes: [string, object][] = [
      ['cash-on-delivery', { codFee: 1, codLimit: 2 }],
      ['returns', { returnWindowDays: 7 }],
      ['inventory', { lowStockThreshold: 9 }],
      ['invoice-identity', IDENTITY],
      ['store-contact', { ...DEFAULT_STORE_CONTACT, phone: '+91 11 2345 6789' }],
      ['cod-fee', { codFee: 1 }],
    ];
    const before = await read();
    for (const [section, payload] of writes) {
      const visitor = await put(section, payload, null);
      expect([section, visitor.statusCode, json(visitor).code]).toEqual([
        section,
        401,
        'UNAUTHENTICATED',
      ]);
      const asCustomer = await put(section, payload, customer);
      expect([section, asCustomer.statusCode, json(asCustomer).code]).toEqual([
        section,
        403,
        'FORBIDDEN',
      ]);
    }
    expect(await read()).toEqual(before);
    expect(await settingAudit()).toEqual([]);
  });

  it('answers 404 for a section that does not exist', async () => {
    const response = await put('shipping', { charge: 10 });
    expect(response.statusCode).toBe(404);
  });
});
