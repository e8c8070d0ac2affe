import type { AccountSessions, EndedSessions } from '@attar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, pathWith } from '@/lib/api-client';

/** Where the signed-in person is signed in: My Account and the admin's Sign-in security. */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
};

/** GET /api/account/sessions: the open sessions, the caller's own first. */
export function fetchSessions(signal?: AbortSignal): Promise<AccountSessions> {
  return api.get<AccountSessions>('/account/sessions', { signal });
}

/** DELETE /api/account/sessions/{id}: that session's token is refused from now on. */
export function endSession(id: string): Promise<void> {
  return api.delete<void>(pathWith('/account/sessions/{id}', { id }));
}

/** POST /api/account/sessions/end-others: every session but this one ends. */
export function endOtherSessions(): Promise<EndedSessions> {
  return api.post<EndedSessions>('/account/sessions/end-others');
}

export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.list(),
    queryFn: ({ signal }) => fetchSessions(signal),
    staleTime: 0,
  });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
