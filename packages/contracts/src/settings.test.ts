import { describe, expect, it } from 'vitest';
import {
  codOverLimitMessage,
  storeContactSchema,
  invoiceIdentityUpdateSchema,
  isInvoiceIdentityComplete,
  STORE_SETTINGS,
} from './settings.js';
import { gstinProblem, isValidGstin, stateIdOfGstin } from './gstin.js';
import {
  DEFAULT_STORE_CONTACT,
  isHttpsPageUrl,
  isStorePhone,
  telHref,
} from './store-contact-rules.js';

describe('isValidGstin', () => {
  it('accepts a GSTIN whose check character matches and refuses one changed by a character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });
});

describe('gstinProblem', () => {
  it('finds nothing wrong with a right GSTIN, one of a former state code, or one of 97', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('29AAPFU0939F1ZR')).toBeNull();
    expect(gstinProblem('97AAACA1234B1ZB')).toBeNull();
  });

  it('asks for the GSTIN when it is empty', () => {
    expect(gstinProblem('')).toBe(
      'Enter the GSTIN: 15 characters, as on the GST registration certificate.',
    );
  });

  it('counts the characters of a GSTIN of the wrong length', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('A GSTIN has 15 characters; this one has 14.');
    expect(gstinProblem('27AAPFU0939F1ZVV')).toBe('A GSTIN has 15 characters; this one has 16.');
  });

  it('names a state code GST does not use', () => {
    for (const code of ['99', '00', '39', 'AB']) {
      expect(gstinProblem(`${code}AAPFU0939F1ZV`)).toBe(
        `A GSTIN starts with a state code from 01 to 38 (or 97 for other territory); ${code} is not one.`,
      );
    }
  });

  it('says which part of the shape is wrong: the PAN, the 13th or the 14th character', () => {
    expect(gstinProblem('27AAPF10939F1ZV')).toBe(
      'Characters 3 to 12 of a GSTIN are the PAN: 5 letters, 4 digits and a letter (like AAPFU0939F); AAPF10939F is not.',
    );
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(
      'The 13th character of a GSTIN is 1 to 9 or a letter; 0 is not.',
    );
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(
      'The 14th character of a GSTIN is Z; this one has Y.',
    );
  });

  it('names the check character a mistyped GSTIN should end with', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(
      "This GSTIN's last character should be V: check for a typing mistake.",
    );
    // One digit mistyped in the middle changes the check character the rest calls for.
    expect(gstinProblem('27AAPFU0938F1ZV')).toMatch(
      /^This GSTIN's last character should be [0-9A-Z]: check for a typing mistake\.$/,
    );
  });
});

describe('STORE_SETTINGS', () => {
  it('has a default that passes its own schema for every key', () => {
    for (const { schema, default: fallback } of Object.values(STORE_SETTINGS)) {
      expect(schema.safeParse(fallback).success).toBe(true);
    }
  });
});

describe('stateIdOfGstin', () => {
  it('names the state of a GSTIN’s first two digits, and none for codes of no state', () => {
    expect(stateIdOfGstin('27AAPFU0939F1ZV')).toBe('MH');
    expect(stateIdOfGstin('29AAPFU0939F1ZR')).toBe('KA');
    expect(stateIdOfGstin('26AAACA1234B1Z0')).toBe('DH');
    expect(stateIdOfGstin('97AAACA1234B1ZB')).toBeNull();
  });
});

describe('codOverLimitMessage', () => {
  it('names the limit in rupees with Indian grouping', () => {
    expect(codOverLimitMessage(50000)).toBe(
      'Cash on delivery is available for orders up to ₹50,000. Please choose another payment method.',
    );
    expect(codOverLimitMessage(125000.5)).toContain('₹1,25,000.50');
  });
});

describe('invoiceIdentityUpdateSchema', () => {
  it('needs every field and a GSTIN whose check character matches', () => {
    const valid = {
      legalName: 'Attar House Private Limited',
      address: 'Mumbai',
      gstin: '27aapfu0939f1zv',
      state: 'Maharashtra',
    };
    expect(invoiceIdentityUpdateSchema.parse(valid).gstin).toBe('27AAPFU0939F1ZV');
    const refused = invoiceIdentityUpdateSchema.safeParse({
      ...valid,
      gstin: '27AAPFU0939F1ZW',
      legalName: ' ',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['legalName', "Enter the seller's legal name."],
      ['gstin', "This GSTIN's last character should be V: check for a typing mistake."],
    ]);
  });
});

describe('isInvoiceIdentityComplete', () => {
  const complete = {
    legalName: 'Attar House LLP',
    address: '4 Crawford Market, Mumbai 400001',
    gstin: '27AAPFU0939F1ZV',
    state: 'Maharashtra',
  };
  it('is true only with all four fields filled in', () => {
    expect(isInvoiceIdentityComplete(complete)).toBe(true);
    expect(isInvoiceIdentityComplete(STORE_SETTINGS.invoice_identity.default)).toBe(false);
    for (const field of ['legalName', 'address', 'gstin', 'state'] as const) {
      expect(isInvoiceIdentityComplete({ ...complete, [field]: '' })).toBe(false);
    }
  });
});

describe('the store contact setting', () => {
  it('takes its own default, the placeholder details the footer has always shown', () => {
    expect(STORE_SETTINGS.store_contact.default).toBe(DEFAULT_STORE_CONTACT);
    expect(storeContactSchema.parse(DEFAULT_STORE_CONTACT)).toEqual(DEFAULT_STORE_CONTACT);
    expect(DEFAULT_STORE_CONTACT).toMatchObject({
      address: 'Hazratganj, Lucknow, Uttar Pradesh 226001',
      phone: '+91 522 400 0000',
      email: 'care@attarhouse.in',
    });
  });

  it('takes phone numbers as people write them, of 8 to 15 digits', () => {
    for (const phone of ['+91 522 400 0000', '0522-4000000', '(0522) 400 0000', '98390 12345']) {
      expect([phone, isStorePhone(phone)]).toEqual([phone, true]);
    }
    for (const phone of ['1234567', '+91 1234 5678 9012 3456', 'call us', '+91 522 400 000x', '']) {
      expect([phone, isStorePhone(phone)]).toEqual([phone, false]);
    }
    expect(telHref('+91 522 400 0000')).toBe('tel:+915224000000');
    expect(telHref('(0522) 400-0000')).toBe('tel:05224000000');
  });

  it('takes only https addresses of a named host for the social links', () => {
    expect(isHttpsPageUrl('https://www.instagram.com/attarhouse')).toBe(true);
    for (const url of [
      'http://www.instagram.com/attarhouse',
      'javascript:alert(1)',
      'https://localhost/page',
      'https://user:secret@instagram.com/attarhouse',
      'www.instagram.com/attarhouse',
      'https://',
    ]) {
      expect([url, isHttpsPageUrl(url)]).toEqual([url, false]);
    }
  });

  it('needs the address, phone and email, and lets the hours and each link be empty', () => {
    const empty = {
      address: ' ',
      phone: '',
      email: 'care@',
      hours: '',
      instagramUrl: '',
      facebookUrl: '',
      youtubeUrl: ' ',
      pinterestUrl: 'ftp://pinterest.com/x',
    };
    const refused = storeContactSchema.safeParse(empty);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['address', "Enter the store's address or city."],
      ['phone', 'Enter a phone number of 8 to 15 digits, like +91 522 400 0000.'],
      ['email', 'Enter a valid email address, like care@example.in.'],
      [
        'pinterestUrl',
        'Enter the full address of the Pinterest page, starting with https://, or leave it empty.',
      ],
    ]);
    const parsed = storeContactSchema.parse({
      ...empty,
      address: ' Chowk, Lucknow ',
      phone: '+91 94150 67890',
      email: ' Orders@AttarHouse.example ',
      pinterestUrl: '',
    });
    expect(parsed).toMatchObject({
      address: 'Chowk, Lucknow',
      email: 'orders@attarhouse.example',
      youtubeUrl: '',
    });
  });
});
