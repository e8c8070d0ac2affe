import { DEFAULT_STORE_CONTACT } from '@attar/contracts';

/**
 * The placeholder details, for the Return Policy tab, which reads no setting (it makes no request
 * until My Returns opens); the footer and the contact page show the saved ones
 * (api/store-contact.ts).
 */
export const STORE_CONTACT = DEFAULT_STORE_CONTACT;
