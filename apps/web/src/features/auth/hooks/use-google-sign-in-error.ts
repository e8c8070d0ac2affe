import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

export const GOOGLE_SIGN_IN_FAILED = 'Google sign-in did not complete. Please try again.';

/**
 * For the login page: the server sends a Google sign-in that failed to `/login?error=google`.
 * Shows the "Login Failed" toast once and drops the parameter, so a reload does not repeat it.
 */
export function useGoogleSignInError(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const failed = searchParams.get('error') === 'google';

  useEffect(() => {
    if (!failed) return;
    // A fixed id: React's development double effects update this toast instead of adding one.
    toast.error('Login Failed', { id: 'google-sign-in-failed', description: GOOGLE_SIGN_IN_FAILED });
    setSearchParams(
      (params) => {
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [failed, setSearchParams]);
}
