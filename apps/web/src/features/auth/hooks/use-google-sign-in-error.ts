import { ACCOUNT_DISABLED_MESSAGE, TWO_FACTOR_MESSAGES } from '@attar/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

export const GOOGLE_SIGN_IN_FAILED = 'Google sign-in did not complete. Please try again.';

/** What the server's `?error=` after a Google sign-in means. */
const GOOGLE_ERRORS: Record<string, string> = {
  google: GOOGLE_SIGN_IN_FAILED,
  // The Google account belongs to an account an admin deactivated.
  'account-disabled': ACCOUNT_DISABLED_MESSAGE,
  // A staff account with two-factor sign-in on: password and code only.
  'two-factor': TWO_FACTOR_MESSAGES.passwordRequired,
};

/**
 * For the login page: the server sends a Google sign-in that failed to `/login?error=google`
 * (or `?error=account-disabled` for a deactivated account, `?error=two-factor` for a staff account
 * with two-factor sign-in on). Shows the "Login Failed" toast
 * once and drops the parameter, so a reload does not repeat it.
 */
export function useGoogleSignInError(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const error = searchParams.get('error');
  const description = error ? GOOGLE_ERRORS[error] : undefined;

  useEffect(() => {
    if (!description) return;
    // A fixed id: React's development double effects update this toast instead of adding one.
    toast.error('Login Failed', { id: 'google-sign-in-failed', description });
    setSearchParams(
      (params) => {
        params.delete('error');
        return params;
      },
      { replace: true },
    );
  }, [description, setSearchParams]);
}
