import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuthStore } from '@/features/auth/auth-store';
import { useCartStore } from '@/features/cart/cart-store';

/** Logout (spec section 4): clears the token, role, user id and admin flag, and the cart. */
export function useSignOut() {
  const navigate = useNavigate();
  return useCallback(() => {
    useAuthStore.getState().logout();
    useCartStore.getState().clearCart({ silent: true });
    toast('Logged Out', { description: 'You have been signed out.' });
    navigate('/', { replace: true });
  }, [navigate]);
}
