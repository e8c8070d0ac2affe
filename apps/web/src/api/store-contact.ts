import type { StoreContact } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/*
 * The store's contact details and social links (GET /api/store-contact), which the footer and the
 * contact page show. The server-drawn pages carry the answer in their embedded data, so a page
 * drawn by the server paints them without a request; an admin's save under Settings refreshes
 * them (settings.ts).
 */

export const INVALID_STORE_CONTACT = 'Invalid response format from store contact API';

export const storeContactKeys = {
  all: ['store-contact'] as const,
};

/** GET /api/store-contact (anyone). */
export async function fetchStoreContact(signal?: AbortSignal): Promise<StoreContact> {
  const body = await api.get<Partial<StoreContact> | undefined>('/store-contact', { signal });
  // Checked by hand: zod stays out of the storefront's bundle.
  if (typeof body?.phone !== 'string' || typeof body.email !== 'string') {
    throw new Error(INVALID_STORE_CONTACT);
  }
  return body as StoreContact;
}

export const storeContactQueryOptions = () =>
  queryOptions({
    queryKey: storeContactKeys.all,
    queryFn: ({ signal }) => fetchStoreContact(signal),
    // Changed only by an admin's save, which refreshes it in that browser.
    staleTime: 5 * 60_000,
  });

export function useStoreContact() {
  return useQuery(storeContactQueryOptions());
}

/**
 * The details already in this browser (from the server-drawn page or the footer's read), without
 * asking for them: for a screen that must not add a request of its own. Undefined until then.
 */
export function useStoreContactIfLoaded() {
  return useQuery({ ...storeContactQueryOptions(), enabled: false }).data;
}
