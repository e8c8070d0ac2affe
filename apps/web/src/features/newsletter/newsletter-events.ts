/**
 * Window events the spec names (docs/product.md, "States and transitions"); the auth store
 * dispatches `authChange`.
 */
export const AUTH_CHANGE_EVENT = 'authChange';
export const SUBSCRIPTION_UPDATED_EVENT = 'subscriptionUpdated';

/** Tells every newsletter form on the page (and any listener) that the subscription changed. */
export function announceSubscriptionUpdate(): void {
  window.dispatchEvent(new Event(SUBSCRIPTION_UPDATED_EVENT));
}
