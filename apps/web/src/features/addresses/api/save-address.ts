import type { Address, AddressInput } from '@attar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { addressesQuery } from './get-addresses';

export interface SaveAddressVariables {
  /** The address being edited; absent for a new one. */
  id?: number;
  input: AddressInput;
}

/** POST /api/shipping-addresses/Add or PUT /api/shipping-addresses/update/{id}. */
export function saveAddress({ id, input }: SaveAddressVariables): Promise<Address> {
  return id === undefined
    ? api.post<Address>('/shipping-addresses/Add', input)
    : api.put<Address>(pathWith('/shipping-addresses/update/{id}', { id }), input);
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    // A new default changes the others' flags too: read the list again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey }),
  });
}
