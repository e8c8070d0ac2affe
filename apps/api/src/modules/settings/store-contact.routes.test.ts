import { DEFAULT_STORE_CONTACT, type StoreContact, type StoreSettings } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsRequests } from '../../../test/settings-requests.js';
import { createTestApp, json, signedInUser, type TestApp } from '../../../test/test-app.js';
import { auditLog, settings } from '../../db/schema/index.js';
import { seedStoreDefaults } from '../../db/seed/store-defaults.js';
import { getSetting, isSettingSaved } from './settings.service.js';

// The store's contact details (docs/admin-guide.md, "Store settings"): the admin's save under
// Settings and the public read the footer, the contact page and the mails show.

let t: TestApp;
let admin: { id: number; token: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  await seedStoreDefaults(t.database.db);
  admin = await signedInUser(t, 'ADMIN');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(auditLog).where(eq(auditLog.entityType, 'setting'));
});

const { call, put, settingAudit, expectInvalid } = settingsRequests(
  () => t,
  () => admin.token,
);

describe('GET /api/store-contact and PUT /api/admin/settings/store-contact', () => {
  const CONTACT: StoreContact = {
    address: 'Aminabad, Lucknow, Uttar Pradesh 226018',
    phone: '+91 98390 12345',
    email: 'hello@attarhouse.example',
    hours: 'Every day, 11 am to 8 pm',
    instagramUrl: 'https://www.instagram.com/attarhouse.lko',
    facebookUrl: '',
    youtubeUrl: 'https://www.youtube.com/@attarhouse-lko',
    pinterestUrl: '',
  };
  const readPublic = () => call('GET', '/api/store-contact', null);

  it('answers the placeholder details to anyone until an admin saves the store’s own', async () => {
    const response = await readPublic();
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual(DEFAULT_STORE_CONTACT);
    expect(response.headers['cache-control']).toContain('public');
    expect(await isSettingSaved(t.database.db, 'store_contact')).toBe(false);
  });

  it('stores the details trimmed, audits them, and the public read shows them at once', async () => {
    const response = await put('store-contact', {
      ...CONTACT,
      address: `  ${CONTACT.address} `,
      email: ' Hello@AttarHouse.example ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<StoreSettings>(response).storeContact).toEqual(CONTACT);
    expect(await getSetting(t.database.db, 'store_contact')).toEqual(CONTACT);
    expect(json(await readPublic())).toEqual(CONTACT);
    expect(await settingAudit()).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        reason: 'store_contact',
        changes: expect.objectContaining({
          phone: { before: DEFAULT_STORE_CONTACT.phone, after: CONTACT.phone },
          facebookUrl: { before: DEFAULT_STORE_CONTACT.facebookUrl, after: '' },
        }),
      }),
    ]);
  });

  it('counts a save with nothing changed as saved, and audits nothing for it', async () => {
    await t.database.db.delete(settings).where(eq(settings.key, 'store_contact'));
    expect(await isSettingSaved(t.database.db, 'store_contact')).toBe(false);
    const response = await put('store-contact', DEFAULT_STORE_CONTACT);
    expect(response.statusCode).toBe(200);
    expect(await isSettingSaved(t.database.db, 'store_contact')).toBe(true);
    expect(await settingAudit()).toEqual([]);
  });

  it('names the field in each 400 and changes nothing', async () => {
    await put('store-contact', CONTACT);
    await t.database.db.delete(auditLog).where(eq(auditLog.entityType, 'setting'));
    const invalid = (change: object, path: string, message: string) =>
      expectInvalid('store-contact', { ...CONTACT, ...change }, path, message);
    const address = "Enter the store's address or city.";
    const phone = 'Enter a phone number of 8 to 15 digits, like +91 522 400 0000.';
    const email = 'Enter a valid email address, like care@example.in.';
    const instagram =
      'Enter the full address of the Instagram page, starting with https://, or leave it empty.';
    await invalid({ address: '   ' }, 'address', address);
    await invalid(
      { address: 'x'.repeat(201) },
      'address',
      'Address must be at most 200 characters.',
    );
    await invalid({ address: 42 }, 'address', address);
    await invalid({ phone: 'call us' }, 'phone', phone);
    await invalid({ phone: '12345' }, 'phone', phone);
    await invalid({ phone: '+91 1234 5678 9012 3456' }, 'phone', phone);
    await invalid({ email: 'hello@' }, 'email', email);
    await invalid({ email: '' }, 'email', email);
    await invalid(
      { hours: 'h'.repeat(101) },
      'hours',
      'Opening hours must be at most 100 characters.',
    );
    await invalid(
      { instagramUrl: 'http://www.instagram.com/attarhouse' },
      'instagramUrl',
      instagram,
    );
    await invalid({ instagramUrl: 'javascript:alert(1)' }, 'instagramUrl', instagram);
    await invalid({ instagramUrl: 'https://user:pw@instagram.com/x' }, 'instagramUrl', instagram);
    await invalid({ instagramUrl: 'instagram.com/attarhouse' }, 'instagramUrl', instagram);
    await invalid(
      { pinterestUrl: `https://www.pinterest.com/${'p'.repeat(300)}` },
      'pinterestUrl',
      'Enter the full address of the Pinterest page, starting with https://, or leave it empty.',
    );
    await invalid({ email: 'a\u0000@example.in' }, 'email', 'Must not contain a NUL character.');
    const { youtubeUrl: _left, ...withoutYoutube } = CONTACT;
    await expectInvalid(
      'store-contact',
      withoutYoutube,
      'youtubeUrl',
      'Enter the full address of the YouTube page, starting with https://, or leave it empty.',
    );
    expect(await getSetting(t.database.db, 'store_contact')).toEqual(CONTACT);
    expect(await settingAudit()).toEqual([]);
    await put('store-contact', DEFAULT_STORE_CONTACT);
  });
});
