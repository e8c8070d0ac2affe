import type { InvoiceIdentity } from '@attar/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { setSetting } from '../src/modules/settings/settings.service.js';
import type { TestApp } from './test-app.js';

/** A seller in Maharashtra with a GSTIN whose check character is right. */
export const maharashtraSeller: InvoiceIdentity = {
  legalName: 'Attar House Private Limited',
  address: '4 Kala Ghoda, Fort, Mumbai 400001',
  gstin: '27AAPFA1234K1ZE',
  state: 'Maharashtra',
};

/** Fills in Settings > Invoice identity, as an admin would. */
export function fillInvoiceIdentity(t: TestApp, identity: InvoiceIdentity = maharashtraSeller) {
  return setSetting(t.database.db, 'invoice_identity', identity);
}

/** The text of a PDF, every page, as a reader would copy it. */
export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text;
}
