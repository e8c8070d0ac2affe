import { toast } from '@/components/ui/toast';
import { useAuthStore } from '@/features/auth/auth-store';
import type { AppHistory } from '@/lib/history-router';
import { onSessionRejected } from '@/lib/api-client';
import { USER_LOGIN_PATH } from '@/lib/paths';

/**
 * docs/product.md, "Roles and permissions": when the server refuses the stored token, the session
 * ends (every stored key) and the person goes to /user/login, which returns them here after they
 * sign in again.
 */
export function installSessionExpiry(history: Pick<AppHistory, 'location' | 'push'>): () => void {
  return onSessionRejected(() => {
    if (!useAuthStore.getState().isAuthenticated) return; // another call got here first
    useAuthStore.getState().expireSession();
    const { pathname, search, hash } = history.location;
    toast('Session Expired', { description: 'Please log in again.' });
    history.push(USER_LOGIN_PATH, { from: { pathname, search, hash } });
  });
}
