import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { newsletterKeys, useSubscriptionStatus } from '@/api/newsletter';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { ApiError } from '@/lib/api-client';
import { isAuthRejection, useNewsletterActions } from '../hooks/use-newsletter-actions';
import { useStoredSession } from '../hooks/use-stored-session';
import { SUBSCRIPTION_UPDATED_EVENT } from '../newsletter-events';
import { readPendingEmail } from '../pending-email';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';
export const STATUS_LOAD_FAILED_MESSAGE = 'Failed to load subscription status. Please try again.';

/**
 * The newsletter's email field and its one button, by state (docs/product.md, "States and
 * transitions"): signed out and signed in but not subscribed offer Subscribe; subscribed offers
 * Unsubscribe.
 */
export function NewsletterForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const sessionKey = useStoredSession();
  const status = useSubscriptionStatus(sessionKey);
  // What a visitor typed; until they type, the field offers the address they gave before.
  const [draft, setDraft] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const resetDraft = useCallback(() => setDraft(null), []);
  const actions = useNewsletterActions(sessionKey, resetDraft);

  // Another form on the page (or another tab's sign-in) changed the subscription: ask again.
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: newsletterKeys.all });
    window.addEventListener(SUBSCRIPTION_UPDATED_EVENT, refresh);
    return () => window.removeEventListener(SUBSCRIPTION_UPDATED_EVENT, refresh);
  }, [queryClient]);

  // docs/product.md, "Roles and permissions": a 401 or 403 on any newsletter call, the status check
  // included, clears the local login data and sends the person to /login.
  const rejected = sessionKey !== null && isAuthRejection(status.error);
  const { leaveRejectedSession } = actions;
  useEffect(() => {
    if (rejected) leaveRejectedSession();
  }, [rejected, leaveRejectedSession]);

  const signedIn = sessionKey !== null;
  const subscription = signedIn ? status.data : undefined;
  const isSubscribed = subscription?.isSubscribed === true;
  const statusFailed =
    signedIn &&
    status.isError &&
    !rejected &&
    !(status.error instanceof ApiError && status.error.status === 404);
  // Signed in, the letters go to the account's own address (the server takes no other), which
  // the status names; until it is known, or if it cannot be, the field stays editable.
  const accountEmail = subscription?.email || undefined;
  const email = accountEmail ?? draft ?? readPendingEmail() ?? '';
  const busy = actions.isSubscribing || actions.isUnsubscribing;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubscribed) {
      actions.unsubscribe(subscription.email);
      return;
    }
    const address = email.trim();
    if (!address.includes('@')) {
      setFieldError(INVALID_EMAIL_MESSAGE);
      return;
    }
    setFieldError(null);
    actions.subscribe(address);
  };

  const errorId = `${id}-error`;
  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="mx-auto w-full max-w-xl">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={`${id}-email`} className="sr-only">
            Email address
          </label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="Your email address"
            value={email}
            readOnly={accountEmail !== undefined}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              if (fieldError) setFieldError(null);
            }}
            className="read-only:bg-ivory-deep"
          />
          <FieldError id={errorId} message={fieldError ?? undefined} />
        </div>
        <Button
          type="submit"
          variant={isSubscribed ? 'outline' : 'primary'}
          disabled={busy || (signedIn && status.isPending)}
          className="sm:min-w-36"
        >
          {isSubscribed
            ? actions.isUnsubscribing
              ? 'Unsubscribing...'
              : 'Unsubscribe'
            : actions.isSubscribing
              ? 'Subscribing...'
              : 'Subscribe'}
        </Button>
      </div>
      <div aria-live="polite" className="mt-3 min-h-5 text-sm">
        {statusFailed ? (
          <p className="text-danger">
            {STATUS_LOAD_FAILED_MESSAGE}{' '}
            <button
              type="button"
              onClick={() => void status.refetch()}
              className="font-medium text-ink underline underline-offset-4 hover:text-gold-deep"
            >
              Try again
            </button>
          </p>
        ) : isSubscribed ? (
          <p className="text-stone">You are subscribed to the Attar House newsletter.</p>
        ) : accountEmail ? (
          <p className="text-stone">We write to the address of your account.</p>
        ) : !signedIn ? (
          <p className="text-stone">Log in to subscribe; we will keep the address you enter.</p>
        ) : null}
      </div>
    </form>
  );
}
