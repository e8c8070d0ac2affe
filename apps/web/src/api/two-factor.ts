import type {
  RecoveryCodes,
  SecondFactorCodePayload,
  SecondFactorVerified,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@attar/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The signed-in staff member's own two-factor sign-in (docs/api.md, "Two-factor sign-in"). */
export const twoFactorKeys = {
  all: ['two-factor'] as const,
  status: () => [...twoFactorKeys.all, 'status'] as const,
};

const BASE = '/account/two-factor';

export function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return api.get<TwoFactorStatus>(BASE, { signal });
}

/** Starts (or starts again) the setup: a new secret and its QR code. */
export function startTwoFactorEnrolment(): Promise<TwoFactorEnrolment> {
  return api.post<TwoFactorEnrolment>(`${BASE}/enrolment`);
}

/** Turns two-factor sign-in on with a first code; answers the recovery codes, shown only once. */
export function confirmTwoFactorEnrolment(
  payload: SecondFactorCodePayload,
): Promise<RecoveryCodes> {
  return api.post<RecoveryCodes>(`${BASE}/enrolment/confirm`, payload);
}

export function renewRecoveryCodes(payload: SecondFactorCodePayload): Promise<RecoveryCodes> {
  return api.post<RecoveryCodes>(`${BASE}/recovery-codes`, payload);
}

export function disableTwoFactor(payload: SecondFactorCodePayload): Promise<TwoFactorStatus> {
  return api.post<TwoFactorStatus>(`${BASE}/disable`, payload);
}

/**
 * Proves a code for this session (the step-up): a sensitive change refused with
 * FRESH_CODE_REQUIRED goes through when sent again after this.
 */
export function verifySecondFactor(
  payload: SecondFactorCodePayload,
): Promise<SecondFactorVerified> {
  return api.post<SecondFactorVerified>(`${BASE}/verify`, payload);
}

export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorKeys.status(),
    queryFn: ({ signal }) => fetchTwoFactorStatus(signal),
    staleTime: 0,
  });

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

export function useStartTwoFactorEnrolment() {
  return useMutation({ mutationFn: startTwoFactorEnrolment });
}

/** A write that changes the status (on, off, codes left) refreshes it. */
function useStatusChanging<Payload, Answer>(mutationFn: (payload: Payload) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.all }),
  });
}

export const useConfirmTwoFactorEnrolment = () => useStatusChanging(confirmTwoFactorEnrolment);
export const useRenewRecoveryCodes = () => useStatusChanging(renewRecoveryCodes);
export const useDisableTwoFactor = () => useStatusChanging(disableTwoFactor);

export function useVerifySecondFactor() {
  return useMutation({ mutationFn: verifySecondFactor });
}
