import type { LocationState } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/location/user: the states of India, each with its cities. */
export function getLocations(signal?: AbortSignal): Promise<LocationState[]> {
  return api.get<LocationState[]>('/location/user', { signal });
}

export const locationsQuery = queryOptions({
  queryKey: ['addresses', 'locations'],
  queryFn: ({ signal }) => getLocations(signal),
  // The list of states and cities changes with a release, not during a visit.
  staleTime: Infinity,
});

export function useLocations() {
  return useQuery(locationsQuery);
}
