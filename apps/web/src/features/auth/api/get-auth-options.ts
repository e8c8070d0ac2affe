import type { AuthOptions } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A store's options change only with its configuration, i.e. on a restart. */
const AUTH_OPTIONS_STALE_MS = 30 * 60_000;

const ALL_OFF: AuthOptions = { google: false, signinEncryption: null };

/**
 * Reads the body by hand (zod stays out of the login page's bundle); anything unexpected
 * means the option is off, so a shopper is never shown a path that cannot work.
 */
export function parseAuthOptions(body: unknown): AuthOptions {
  if (!body || typeof body !== 'object') return ALL_OFF;
  const record = body as Record<string, unknown>;
  const encryption = record.signinEncryption as Record<string, unknown> | null | undefined;
  const hasEncryption = typeof encryption?.key === 'string' && typeof encryption.iv === 'string';
  return {
    google: record.google === true,
    signinEncryption: hasEncryption ? { key: String(encryption.key), iv: String(encryption.iv) } : null,
  };
}

/** GET /api/auth/options: which sign-in paths this store offers (Google, encrypted sign-in). */
export async function getAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  return parseAuthOptions(await api.get<unknown>('/auth/options', { signal, auth: false }));
}

export const authOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['auth', 'options'],
    queryFn: ({ signal }) => getAuthOptions(signal),
    staleTime: AUTH_OPTIONS_STALE_MS,
  });

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions());
}
