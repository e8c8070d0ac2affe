import type { UpdateUserPayload, User } from '@attar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from '@/lib/api-client';
import { sessionKeys } from './sessions';

/** This session's fresh token: the server ends every other session when a password changes. */
export interface RenewedSession {
  id: number;
  token: string;
  role: string;
}

/** The signed-in person's own account. */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};

/** GET /api/me: the signed-in person's own profile (the stored bearer token is sent). */
export function fetchMe(
  signal?: AbortSignal,
  options?: Pick<RequestOptions, 'expireSessionOn401'>,
): Promise<User> {
  return api.get<User>('/me', { signal, ...options });
}

/** PUT /api/updateUser: changes one's own name or mobile number; answers the whole profile. */
export function updateProfile(payload: UpdateUserPayload): Promise<User> {
  return api.put<User>('/updateUser', payload);
}

/** PUT /api/change-password: needs the current password; answers a new token. */
export function changePassword(payload: {
  currentPassword: string;
  newPassword: string;
}): Promise<RenewedSession> {
  return api.put<RenewedSession>('/change-password', payload);
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 0,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.profile(), user),
  });
}

/**
 * PUT /api/change-password. `onRenewed` keeps the new token before anything is fetched again:
 * a call sent with the old one, whose session the change ended, would sign the shopper out.
 */
export function useChangePassword(onRenewed: (session: RenewedSession) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => {
      onRenewed(session);
      // The server ended every other session: the list of them changed.
      return queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}
