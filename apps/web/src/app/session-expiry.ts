import type { DataRouter } from 'react-router';
import { toast } from '@/components/ui/toast';
import { useAuthStore } from '@/features/auth/auth-store';
import { onSessionRejected } from '@/lib/api-client';

type AppRouter = Pick<DataRouter, 'navigate' | 'state'>;

/**
 * Spec section 6: when the server refuses the stored token, the session ends (every stored
 * key) and the person goes to /user/login, which returns them here after they sign in again.
 */
export function installSessionExpiry(router: AppRouter): () => void {
  return onSessionRejected(() => {
    if (!useAuthStore.getState().isAuthenticated) return; // another call got here first
    useAuthStore.getState().expireSession();
    const { pathname, search, hash } = router.state.location;
    toast('Session Expired', { description: 'Please log in again.' });
    void router.navigate('/user/login', { state: { from: { pathname, search, hash } } });
  });
}
