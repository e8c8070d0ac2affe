import { DEFAULT_STORE_CONTACT, STORE_SOCIAL_NETWORKS, type StoreContact } from '@attar/contracts';

/** One social link the store filled in: the network's name and the page's address. */
export interface SocialLink {
  label: (typeof STORE_SOCIAL_NETWORKS)[number]['label'];
  href: string;
}

/**
 * The store's social links to show, in the footer's order: a link left empty under Settings is
 * not shown.
 */
export function socialLinksOf(contact: StoreContact): SocialLink[] {
  return STORE_SOCIAL_NETWORKS.flatMap(({ field, label }) =>
    contact[field] ? [{ label, href: contact[field] }] : [],
  );
}

/**
 * The placeholder details, for the Return Policy tab, which reads no setting (it makes no request
 * until My Returns opens); the footer and the contact page show the saved ones.
 */
export const STORE_CONTACT = DEFAULT_STORE_CONTACT;
