import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { REQUESTS_HASH } from '../use-returns-tab';

/** The login page sends a signed-in person back to `state.from`: here, My Returns. */
const BACK_TO_MY_RETURNS = { from: { pathname: '/returns', search: '', hash: REQUESTS_HASH } };

/** My Returns for a visitor: requests belong to an account, so sign in first and come back. */
export function SignInPrompt() {
  return (
    <div className="rounded-card border border-rule bg-paper px-6 py-12 text-center">
      <p className="font-display text-2xl text-ink">Sign in to see your returns</p>
      <p className="mx-auto mt-2 max-w-md text-sm text-stone">
        Sign in to request a return or exchange and follow the requests you have made.
      </p>
      <Link to="/login" state={BACK_TO_MY_RETURNS} className={`${buttonClasses('primary')} mt-6`}>
        <LogIn className="size-4" aria-hidden="true" />
        Sign in
      </Link>
    </div>
  );
}
