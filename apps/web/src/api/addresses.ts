import type { Address, AddressInput, LocationState, Page } from '@attar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';

/** A customer keeps at most 20 addresses (ADR 0008), so one page of 100 holds them all. */
const ALL_ADDRESSES = { page: 0, size: 100 };

export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  locations: () => [...addressKeys.all, 'locations'] as const,
};

export interface SaveAddressVariables {
  /** The address being edited; absent for a new one. */
  id?: number;
  input: AddressInput;
}

/** GET /api/shipping-addresses/GetAll: the default first, then the newest. */
export async function fetchAddresses(signal?: AbortSignal): Promise<Address[]> {
  const page = await api.get<Page<Address>>('/shipping-addresses/GetAll', {
    query: ALL_ADDRESSES,
    signal,
  });
  return page.content;
}

/** GET /api/location/user: the states of India, each with its cities. */
export function fetchLocations(signal?: AbortSignal): Promise<LocationState[]> {
  return api.get<LocationState[]>('/location/user', { signal });
}

/** POST /api/shipping-addresses/Add or PUT /api/shipping-addresses/update/{id}. */
export function saveAddress({ id, input }: SaveAddressVariables): Promise<Address> {
  return id === undefined
    ? api.post<Address>('/shipping-addresses/Add', input)
    : api.put<Address>(pathWith('/shipping-addresses/update/{id}', { id }), input);
}

/** DELETE /api/shipping-addresses/delete/{id}; the newest remaining one may become the default. */
export function deleteAddress(id: number): Promise<void> {
  return api.delete<void>(pathWith('/shipping-addresses/delete/{id}', { id }));
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.list(),
    queryFn: ({ signal }) => fetchAddresses(signal),
  });

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.locations(),
    queryFn: ({ signal }) => fetchLocations(signal),
    // The list of states and cities changes with a release, not during a visit.
    staleTime: Infinity,
  });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}

export function useLocations() {
  return useQuery(locationsQueryOptions());
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    // A new default changes the others' flags too: read the list again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.list() }),
  });
}
