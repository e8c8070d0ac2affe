import type { ErrorBody, ErrorCode } from '@attar/contracts';
import { readStoredToken } from './storage-keys';

export const API_BASE = '/api';

type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Values that are undefined, null or '' are left out of the query string. */
  query?: QueryParams;
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the stored bearer token (default true). */
  auth?: boolean;
  /**
   * Whether a 401 to this call ends the session (default true). Off for calls that check a
   * token themselves, such as restoring the session on load, which ends it quietly.
   */
  expireSessionOn401?: boolean;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

/** A failed call: the HTTP status (0 when the server could not be reached) and the error body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, body: ErrorBody | null, message?: string) {
    super(
      message ?? body?.message ?? `Request failed (${status} ${STATUS_TEXT[status] ?? 'Error'})`,
    );
    this.status = status;
    this.body = body;
  }

  get code(): string | null {
    return this.body?.code ?? null;
  }
}

/** How calls reach the API: the browser's fetch, or in server rendering the server itself. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Replaces how calls reach the API. Server rendering sends the page's calls straight into the
 * API process (no socket, no origin to know); the browser keeps its fetch.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

type SessionRejectedHandler = () => void;
let sessionRejectedHandler: SessionRejectedHandler | null = null;

/**
 * Sets what happens when the server refuses the stored token (docs/product.md, "Roles and
 * permissions": the session ends and the person goes to /user/login). The app installs it; lib
 * stays free of features. Returns a function that removes it again.
 */
export function onSessionRejected(handler: SessionRejectedHandler): () => void {
  sessionRejectedHandler = handler;
  return () => {
    if (sessionRejectedHandler === handler) sessionRejectedHandler = null;
  };
}

/**
 * Resolves a refusal the person can clear and then have the call sent again (a code asked for
 * before a sensitive change): resolves true to send the call once more, false to let it fail as
 * refused, or rejects with the error the call should fail with instead.
 */
export type RefusalHandler = (error: ApiError) => boolean | Promise<boolean>;
const refusalHandlers = new Map<string, RefusalHandler>();

/**
 * Sets what happens when a call is refused with the error `code`; the back office installs these,
 * so every call of it is covered without each button knowing. Returns a function that removes it.
 */
export function onRefusal(code: ErrorCode, handler: RefusalHandler): () => void {
  refusalHandlers.set(code, handler);
  return () => {
    if (refusalHandlers.get(code) === handler) refusalHandlers.delete(code);
  };
}

/** The message to show a person for any thrown value, with a fallback for the unknown. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.body?.message) return error.body.message;
    return error.status === 0 ? error.message : fallback;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Fills `{name}` placeholders of a path template, URL-encoding each value. */
export function pathWith(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

export function buildUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * The error body every failed call carries (contracts' errorBodySchema). Checked by hand rather
 * than with the zod schema so that zod stays out of the bundle every page loads.
 */
export function readErrorBody(value: unknown): ErrorBody | null {
  if (!value || typeof value !== 'object') return null;
  const body = value as Record<string, unknown>;
  const ok =
    typeof body.status === 'number' &&
    typeof body.error === 'string' &&
    typeof body.code === 'string' &&
    typeof body.message === 'string';
  return ok ? (body as unknown as ErrorBody) : null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  }
  return text;
}

/**
 * Sends a call; a failure (no answer, or a non-2xx status) throws an ApiError, unless a refusal
 * handler clears it, in which case the call is sent once more (`resent`).
 */
async function send(path: string, options: RequestOptions, resent = false): Promise<Response> {
  const { method = 'GET', query, body, signal, auth = true, expireSessionOn401 = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary itself
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const sentToken = auth ? readStoredToken() : null;
  if (sentToken) headers.Authorization = `Bearer ${sentToken}`;

  const url = buildUrl(path, query);
  let response: Response;
  try {
    response = await transport(url, { method, headers, body: payload, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(
      0,
      null,
      'Unable to reach the server. Please check your connection and try again.',
    );
  }

  if (!response.ok) {
    const data = await readBody(response);
    if (import.meta.env.MODE !== 'test') {
      console.warn(
        `${method} ${path} failed: ${response.status} ${STATUS_TEXT[response.status] ?? 'Error'}`,
      );
    }
    // Only a refusal of the token still stored ends the session: a call that went out with an
    // older token (just replaced by a password change or a new sign-in) must not sign anyone out.
    if (
      response.status === 401 &&
      sentToken &&
      expireSessionOn401 &&
      readStoredToken() === sentToken
    ) {
      sessionRejectedHandler?.();
    }
    const error = new ApiError(response.status, readErrorBody(data));
    const resolveRefusal = !resent && error.code ? refusalHandlers.get(error.code) : undefined;
    if (resolveRefusal && (await resolveRefusal(error))) return send(path, options, true);
    throw error;
  }
  return response;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await readBody(await send(path, options))) as T;
}

/** The file name a Content-Disposition header gives (`attachment; filename="x.csv"`), if any. */
export function fileNameOf(contentDisposition: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(contentDisposition ?? '');
  return match?.[1] ?? null;
}

/**
 * A file download (GET) with the stored token, which a plain link cannot send: the body as a
 * Blob and the file name the server suggests. Fails as every call does.
 */
export async function apiDownload(
  path: string,
  options: Omit<RequestOptions, 'method' | 'body'> = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(path, { ...options, headers: { Accept: '*/*', ...options.headers } });
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
  };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};

/** The server's message for one field of a 400 VALIDATION_FAILED (its `details`), or null. */
export function fieldErrorOf(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return null;
  const details: unknown = error.body?.details;
  if (!Array.isArray(details)) return null;
  for (const issue of details as { path?: unknown; message?: unknown }[]) {
    if (issue?.path === field && typeof issue.message === 'string') return issue.message;
  }
  return null;
}
