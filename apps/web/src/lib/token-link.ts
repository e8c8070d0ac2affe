import { useEffect, useRef } from 'react';
import { ApiError } from './api-client';

/*
 * What the pages a mailed link opens share (/back-in-stock/confirm, /unsubscribe): the link's
 * token is sent once on arrival, and a failure worth a second try is told from a final one.
 */

/** No answer, or one that may differ on a second try (too many tries, trouble on the server). */
export function isTransientError(error: unknown): boolean {
  return (
    error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500)
  );
}

/**
 * Sends `token` with `send` once per token, even when development mode runs effects twice (a
 * one-use token sent again would be found used). A null token is not sent.
 */
export function useSendTokenOnce(token: string | null, send: (token: string) => void): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (token === null || sent.current === token) return;
    sent.current = token;
    send(token);
  }, [send, token]);
}
