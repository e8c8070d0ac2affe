import type { User } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/me: the signed-in person's own profile. */
export function getProfile(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/me', { signal });
}

export const profileQuery = queryOptions({
  queryKey: ['account', 'profile'],
  queryFn: ({ signal }) => getProfile(signal),
  staleTime: 0,
});

export function useProfile() {
  return useQuery(profileQuery);
}
