import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useAuthStore } from '@/features/auth/auth-store';
import { useCartStore } from '@/features/cart/cart-store';

/**
 * Logout (docs/product.md, "States and transitions"): clears the token, role, user id and admin
 * flag, and the cart.
 */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    const signOut = () => {
      useAuthStore.getState().logout();
      useCartStore.getState().clearCart({ silent: true });
      toast('Logged Out', { description: 'You have been signed out.' });
    };
    // Leave first, then end the session, so that a guarded page (My Account, the admin area)
    // still on screen knows it is being left and does not send the person to /login instead.
    void Promise.resolve(navigate('/', { replace: true })).finally(signOut);
  }, [navigate]);
}
