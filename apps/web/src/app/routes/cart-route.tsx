import { lazy, Suspense, useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/features/auth/auth-store';
import { CartPage } from '@/features/cart/routes/cart-page';

/** Loaded only for a cart reminder's link: no other visit to the cart carries it. */
const RestoreSavedCart = lazy(() => import('@/features/cart/saved-cart/restore-saved-cart'));

/**
 * /cart: the cart's page and, for `?restore=saved` (a cart reminder's link), the saved cart
 * loaded into it once the shopper is signed in (features meet here).
 */
export function CartRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const isRestoring = useAuthStore((state) => state.isRestoring);
  const onRestored = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete('restore');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return (
    <>
      {searchParams.get('restore') === 'saved' ? (
        <Suspense>
          <RestoreSavedCart
            signedIn={isRestoring ? undefined : isAuthenticated}
            onRestored={onRestored}
          />
        </Suspense>
      ) : null}
      <CartPage />
    </>
  );
}
