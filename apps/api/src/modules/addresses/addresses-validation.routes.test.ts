import type { Address, Page } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';

// Every rule of the address form (docs/product.md, "Validation rules"), checked by the server with
// its messages.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signedInUser(t)).token;
});
afterAll(async () => {
  await t.close();
});

const home = {
  fullName: 'Anaya Sharma',
  addressLine1: '12 Marine Drive',
  addressLine2: 'Flat 4B',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400002',
  country: 'India',
  phoneNumber: '9876543210',
};

const MISSING = 'Please fill in all required fields.';
const PHONE = 'Phone number must be at least 10 digits.';
const PINCODE = 'Pincode must be 6 digits.';

const add = (payload: unknown) =>
  t.app.inject(
    withToken(token, {
      method: 'POST',
      url: '/api/shipping-addresses/Add',
      payload: payload as object,
    }),
  );

async function expectRejected(payload: unknown, message: string, path?: string) {
  const response = await add(payload);
  expect(response.statusCode).toBe(400);
  const body = json<{
    code: string;
    message: string;
    details: { path: string; message: string }[];
  }>(response);
  expect(body).toMatchObject({
    status: 400,
    error: 'Bad Request',
    code: 'VALIDATION_FAILED',
    message,
  });
  if (path) expect(body.details).toContainEqual({ path, message });
  return body;
}

const without = (field: keyof typeof home) => {
  const copy: Record<string, unknown> = { ...home };
  delete copy[field];
  return copy;
};

describe('address validation (docs/product.md, "Validation rules")', () => {
  it.each(['fullName', 'addressLine1', 'city', 'state', 'zipCode'] as const)(
    'requires %s: "Please fill in all required fields."',
    async (field) => {
      await expectRejected(without(field), MISSING, field);
      await expectRejected({ ...home, [field]: '   ' }, MISSING, field);
      await expectRejected({ ...home, [field]: null }, MISSING, field);
    },
  );

  it('lists every missing field in details for an empty body', async () => {
    const body = await expectRejected({}, MISSING);
    expect(body.details.map((issue) => issue.path).sort()).toEqual([
      'addressLine1',
      'city',
      'fullName',
      'state',
      'zipCode',
    ]);
  });

  it('wants a phone number, if given, of 10 to 15 digits only', async () => {
    await expectRejected({ ...home, phoneNumber: '987654321' }, PHONE, 'phoneNumber');
    await expectRejected(
      { ...home, phoneNumber: '98765 43210' },
      'Phone number may contain digits only.',
      'phoneNumber',
    );
    await expectRejected(
      { ...home, phoneNumber: '+919876543210' },
      'Phone number may contain digits only.',
      'phoneNumber',
    );
    await expectRejected(
      { ...home, phoneNumber: '1'.repeat(16) },
      'Phone number must be at most 15 digits.',
      'phoneNumber',
    );
    for (const phoneNumber of ['9876543210', '1'.repeat(15)]) {
      expect((await add({ ...home, phoneNumber })).statusCode).toBe(201);
    }
  });

  it.each(['40000', '4000021', '040002', '40000a', '400 02', '४००००२'])(
    'refuses pincode %j: "Pincode must be 6 digits."',
    async (zipCode) => {
      await expectRejected({ ...home, zipCode }, PINCODE, 'zipCode');
    },
  );

  it('accepts letters and spaces only in the full name and the country', async () => {
    const letters = 'Full name may contain letters and spaces only.';
    for (const fullName of ['Anaya 2', "Anaya D'Souza", 'Anaya-Sharma', '<script>']) {
      await expectRejected({ ...home, fullName }, letters, 'fullName');
    }
    await expectRejected(
      { ...home, country: 'India1' },
      'Country may contain letters and spaces only.',
      'country',
    );
  });

  it('keeps to the maximum lengths: name 50, street lines 100, city 100, country 50', async () => {
    expect(
      (
        await add({
          ...home,
          fullName: 'A'.repeat(50),
          addressLine1: 'x'.repeat(100),
          city: 'M'.repeat(100),
          country: 'I'.repeat(50),
        })
      ).statusCode,
    ).toBe(201);
    await expectRejected(
      { ...home, fullName: 'A'.repeat(51) },
      'Full name must be at most 50 characters.',
      'fullName',
    );
    await expectRejected(
      { ...home, addressLine1: 'x'.repeat(101) },
      'Address line must be at most 100 characters.',
      'addressLine1',
    );
    await expectRejected(
      { ...home, addressLine2: 'x'.repeat(101) },
      'Address line must be at most 100 characters.',
      'addressLine2',
    );
    await expectRejected(
      { ...home, country: 'I'.repeat(51) },
      'Country must be at most 50 characters.',
      'country',
    );
    await expectRejected(
      { ...home, city: 'M'.repeat(101) },
      'City must be at most 100 characters.',
      'city',
    );
  });

  it('wants a state of India, and a city of letters, spaces, dots and hyphens', async () => {
    await expectRejected(
      { ...home, state: 'Atlantis' },
      'Choose a state of India from the list.',
      'state',
    );
    for (const city of ['Sector 17', 'Mumbai!', '-Mumbai', 'Mum<b>ai']) {
      await expectRejected(
        { ...home, city },
        'City may contain letters, spaces, dots and hyphens only.',
        'city',
      );
    }
  });

  it('wants a pincode that exists, in the chosen state', async () => {
    // Six digits not starting with 0, but no post office of India has them.
    for (const zipCode of ['100000', '400000', '930056']) {
      await expectRejected({ ...home, zipCode }, 'This pincode does not exist.', 'zipCode');
    }
    await expectRejected(
      { ...home, state: 'Karnataka' },
      'Pincode 400002 is in Maharashtra, not Karnataka.',
      'zipCode',
    );
    await expectRejected(
      { ...home, city: 'Gurugram', state: 'Haryana', zipCode: '682001' },
      'Pincode 682001 is in Kerala, not Haryana.',
      'zipCode',
    );
  });

  it('answers the first broken rule in the spec order: missing, phone, pincode', async () => {
    const all = await expectRejected(
      { ...without('fullName'), phoneNumber: '12', zipCode: '1' },
      MISSING,
    );
    expect(all.details).toEqual(
      expect.arrayContaining([
        { path: 'fullName', message: MISSING },
        { path: 'phoneNumber', message: PHONE },
        { path: 'zipCode', message: PINCODE },
      ]),
    );
    const phoneFirst = await expectRejected({ ...home, phoneNumber: '12', zipCode: '1' }, PHONE);
    expect(phoneFirst.details).toContainEqual({ path: 'zipCode', message: PINCODE });
    const pincodeFirst = await expectRejected({ ...home, fullName: 'R2D2', zipCode: '1' }, PINCODE);
    expect(pincodeFirst.details).toContainEqual({
      path: 'fullName',
      message: 'Full name may contain letters and spaces only.',
    });
  });

  it('answers 400, never 500, for wrong types and bodies that are not an address', async () => {
    await expectRejected({ ...home, fullName: 42 }, 'Must be text.', 'fullName');
    await expectRejected({ ...home, zipCode: 400002 }, 'Must be text.', 'zipCode');
    await expectRejected({ ...home, phoneNumber: ['9876543210'] }, 'Must be text.', 'phoneNumber');
    await expectRejected(
      { ...home, isDefault: 'yes' },
      'isDefault must be true or false.',
      'isDefault',
    );
    for (const payload of [JSON.stringify([home]), '"home"', 'null']) {
      const response = await t.app.inject(
        withToken(token, {
          method: 'POST',
          url: '/api/shipping-addresses/Add',
          headers: { 'content-type': 'application/json' },
          payload,
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('VALIDATION_FAILED');
    }
    const notJson = await add('home');
    expect(notJson.statusCode).toBe(415);
    expect(json(notJson)).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const oversize = await add({ ...home, addressLine2: 'x'.repeat(200_000) });
    expect(oversize.statusCode).toBe(413);
    expect(json(oversize)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('stored nothing for the refused requests', async () => {
    const response = await t.app.inject(
      withToken(token, { method: 'GET', url: '/api/shipping-addresses/GetAll?size=100' }),
    );
    const page = json<Page<Address>>(response);
    // Only the accepted ones above: two phone numbers and one of maximum lengths.
    expect(page.totalElements).toBe(3);
  });
});
