import type { PincodeLookup } from '@attar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, pathWith } from '@/lib/api-client';

export const pincodeKeys = {
  all: ['pincodes'] as const,
  place: (pincode: string) => [...pincodeKeys.all, 'place', pincode] as const,
};

/** GET /api/location/pincode/{pincode} (public): the pincode's state, district and city suggestions. */
export function fetchPincodePlace(pincode: string, signal?: AbortSignal): Promise<PincodeLookup> {
  return api.get<PincodeLookup>(pathWith('/location/pincode/{pincode}', { pincode }), {
    signal,
    auth: false,
  });
}

export const pincodePlaceQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: pincodeKeys.place(pincode),
    queryFn: ({ signal }) => fetchPincodePlace(pincode, signal),
    // India Post's directory changes with a release, not during a visit.
    staleTime: Infinity,
    // A pincode that does not exist (404) stays so; only a failed connection is worth a retry.
    retry: (failures, error) =>
      !(error instanceof ApiError && error.status === 404) && failures < 2,
  });

/** Where a six-digit pincode is, or nothing to look up without one. */
export function usePincodePlace(pincode: string | null) {
  return useQuery({ ...pincodePlaceQueryOptions(pincode ?? ''), enabled: pincode !== null });
}
