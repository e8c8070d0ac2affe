import { useEffect, useState } from 'react';
import { readStoredToken, safeGet, STORAGE_KEYS } from '@/lib/storage-keys';
import { AUTH_CHANGE_EVENT, SUBSCRIPTION_UPDATED_EVENT } from '../newsletter-events';

/**
 * docs/product.md, "Constants and limits": the newsletter re-checks the login state every 2
 * seconds.
 */
export const LOGIN_CHECK_INTERVAL_MS = 2000;

const RECHECK_EVENTS = ['storage', AUTH_CHANGE_EVENT, SUBSCRIPTION_UPDATED_EVENT] as const;

/**
 * Being signed in is having a stored token (docs/product.md, "Roles and permissions"). Answers a
 * key for the stored session (the user id, when known) or null while signed out.
 */
function readSessionKey(): string | null {
  if (!readStoredToken()) return null;
  return safeGet(STORAGE_KEYS.userId) ?? 'signed-in';
}

/**
 * The login state as the newsletter sees it, re-checked on a timer, on storage changes from
 * other tabs and on the spec's custom window events.
 */
export function useStoredSession(): string | null {
  const [sessionKey, setSessionKey] = useState(readSessionKey);
  useEffect(() => {
    const recheck = () => setSessionKey(readSessionKey());
    const timer = window.setInterval(recheck, LOGIN_CHECK_INTERVAL_MS);
    for (const name of RECHECK_EVENTS) window.addEventListener(name, recheck);
    return () => {
      window.clearInterval(timer);
      for (const name of RECHECK_EVENTS) window.removeEventListener(name, recheck);
    };
  }, []);
  return sessionKey;
}
