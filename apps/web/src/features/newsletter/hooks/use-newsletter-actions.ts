import type { ErrorCode, SubscriptionStatus } from '@attar/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { newsletterKeys, useSubscribe, useUnsubscribe } from '@/api/newsletter';
import { ApiError, errorMessage } from '@/lib/api-client';
import { announceSubscriptionUpdate } from '../newsletter-events';
import { forgetPendingEmail, rememberPendingEmail } from '../pending-email';
import { endRejectedSession } from '../session-rejected';

export const SUBSCRIPTION_FALLBACK_MESSAGE = 'Something went wrong';

/** The server's 403 for an address that is not the account's own: a refusal, not a lost session. */
const NOT_YOUR_EMAIL: ErrorCode = 'NEWSLETTER_EMAIL_NOT_YOURS';

/**
 * docs/product.md, "Roles and permissions": a 401 or 403 on a newsletter call means the login is no
 * longer good. The one 403 that says otherwise (another person's address) is shown like any other
 * failure.
 */
export function isAuthRejection(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 401 || (error.status === 403 && error.code !== NOT_YOUR_EMAIL);
}

/**
 * Subscribe and unsubscribe with the spec's toasts (docs/product.md, "Error messages").
 * `sessionKey` is the stored session (null when signed out); `onChanged` runs after a change went
 * through.
 */
export function useNewsletterActions(sessionKey: string | null, onChanged: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate: subscribeMutate, isPending: isSubscribing } = useSubscribe();
  const { mutate: unsubscribeMutate, isPending: isUnsubscribing } = useUnsubscribe();

  const sendToLogin = useCallback(() => {
    const { pathname, search, hash } = location;
    // The login page returns a person to `from` once they are signed in.
    void navigate('/login', { state: { from: { pathname, search, hash } } });
  }, [location, navigate]);

  /**
   * docs/product.md, "Roles and permissions": a 401 or 403 on a newsletter call clears local login
   * data and goes to /login.
   */
  const handleRejection = useCallback(() => {
    toast.error('Authentication Required', { description: 'Please login again to subscribe.' });
    endRejectedSession();
    sendToLogin();
  }, [sendToLogin]);

  const settle = useCallback(
    (status: SubscriptionStatus) => {
      queryClient.setQueryData(newsletterKeys.status(sessionKey), status);
      onChanged();
      announceSubscriptionUpdate();
    },
    [onChanged, queryClient, sessionKey],
  );

  const subscribe = useCallback(
    (email: string) => {
      if (sessionKey === null) {
        rememberPendingEmail(email);
        toast('Login Required', { description: 'Please login to subscribe to our newsletter.' });
        sendToLogin();
        return;
      }
      subscribeMutate(email, {
        onSuccess: (status) => {
          forgetPendingEmail();
          toast.success('Subscribed Successfully', {
            description: `Our news will reach you at ${status.email || email}.`,
          });
          settle({ isSubscribed: true, email: status.email || email });
        },
        onError: (error) => {
          if (isAuthRejection(error)) return handleRejection();
          toast.error('Subscription Failed', {
            description: errorMessage(error, SUBSCRIPTION_FALLBACK_MESSAGE),
          });
        },
      });
    },
    [handleRejection, sendToLogin, sessionKey, settle, subscribeMutate],
  );

  const unsubscribe = useCallback(
    (email: string) => {
      unsubscribeMutate(email, {
        onSuccess: (status) => {
          toast.success('Unsubscribed Successfully', {
            description: 'You will no longer receive our newsletter.',
          });
          settle({ isSubscribed: false, email: status.email || email });
        },
        onError: (error) => {
          if (isAuthRejection(error)) return handleRejection();
          toast.error('Unsubscription Failed', {
            description: errorMessage(error, SUBSCRIPTION_FALLBACK_MESSAGE),
          });
        },
      });
    },
    [handleRejection, settle, unsubscribeMutate],
  );

  /**
   * A refused token on the status check: the login data goes, and so does the person, to /login.
   */
  const leaveRejectedSession = useCallback(() => {
    endRejectedSession();
    sendToLogin();
  }, [sendToLogin]);

  return {
    subscribe,
    unsubscribe,
    leaveRejectedSession,
    isSubscribing,
    isUnsubscribing,
  };
}
