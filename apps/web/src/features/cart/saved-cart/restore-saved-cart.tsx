import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { fetchSavedCart } from '@/api/saved-cart';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { CART_PATH, LOGIN_PATH } from '@/lib/paths';
import { mergeSavedLines } from './saved-cart-sync';

/** Where sign-in sends the shopper back to: this same link. */
export const RESTORE_SAVED_CART = { pathname: CART_PATH, search: '?restore=saved' };

const LOAD_FAILED = 'We could not load your saved cart. Please try again.';

interface RestoreSavedCartProps {
  /** Whether a shopper is signed in; undefined while a stored session is still being checked. */
  signedIn: boolean | undefined;
  /** Called once the saved cart is in the browser's cart: the page drops `?restore=saved`. */
  onRestored: () => void;
}

/**
 * /cart?restore=saved, where a cart reminder links: signed in, the saved cart's lines join the
 * browser's cart (lines it has keep their quantities); signed out, the shopper signs in first
 * and comes back here.
 */
export default function RestoreSavedCart({ signedIn, onRestored }: RestoreSavedCartProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const restored = useRef(false);

  useEffect(() => {
    if (!signedIn || restored.current) return;
    const controller = new AbortController();
    fetchSavedCart(controller.signal).then(
      (saved) => {
        restored.current = true;
        const added = mergeSavedLines(saved.items);
        toast.success('Your saved cart is here', {
          description:
            added > 0
              ? `${added} item${added === 1 ? '' : 's'} from your account added to this cart.`
              : 'Everything from your account was already in this cart.',
        });
        onRestored();
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setFailure(errorMessage(error, LOAD_FAILED));
      },
    );
    return () => controller.abort();
  }, [signedIn, attempt, onRestored]);

  if (signedIn === false) {
    return <Navigate to={LOGIN_PATH} replace state={{ from: RESTORE_SAVED_CART }} />;
  }
  if (failure) {
    return (
      <div role="alert" className="mx-auto mt-6 flex max-w-3xl items-center gap-4 px-4 text-sm">
        <p className="text-danger">{failure}</p>
        <Button
          variant="outline"
          onClick={() => {
            setFailure(null);
            setAttempt((count) => count + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return (
    <p role="status" className="sr-only">
      Loading your saved cart…
    </p>
  );
}
