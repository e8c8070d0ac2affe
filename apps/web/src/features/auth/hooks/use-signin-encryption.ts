import { usePrefetchQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authOptionsQueryOptions } from '@/api/auth';
import type { SigninEncryption } from '@/lib/signin-encryption';

/**
 * Returns a function that answers the store's encrypted sign-in key, or null when encrypted
 * sign-in is off or the options cannot be read (the plain call still works then).
 */
export function useSigninEncryptionLoader(): () => Promise<SigninEncryption | null> {
  const queryClient = useQueryClient();
  // Asked for as the page opens (the Google button reads the same entry), so Login seldom waits.
  usePrefetchQuery(authOptionsQueryOptions());
  return useCallback(async () => {
    try {
      return (await queryClient.fetchQuery(authOptionsQueryOptions())).signinEncryption;
    } catch {
      return null;
    }
  }, [queryClient]);
}
