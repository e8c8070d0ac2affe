import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';
import { addressesQuery } from './get-addresses';

/** DELETE /api/shipping-addresses/delete/{id}; the newest remaining one may become the default. */
export function deleteAddress(id: number): Promise<void> {
  return api.delete<void>(pathWith('/shipping-addresses/delete/{id}', { id }));
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQuery.queryKey }),
  });
}
