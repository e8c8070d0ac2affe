import { DEFAULT_STORE_CONTACT } from '@attar/contracts';

/**
 * The placeholder details, which the Return Policy tab shows until the page has the saved ones
 * (it makes no request of its own until My Returns opens; api/store-contact.ts).
 */
export const STORE_CONTACT = DEFAULT_STORE_CONTACT;
