import type { UpdateUserPayload, User } from '@attar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQuery } from './get-profile';

/** PUT /api/updateUser: changes one's own name or mobile number; answers the whole profile. */
export function updateProfile(payload: UpdateUserPayload): Promise<User> {
  return api.put<User>('/updateUser', payload);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(profileQuery.queryKey, user),
  });
}
