import { z } from 'zod';
import { CourierError } from './courier.js';

// The HTTP side of Shiprocket's REST API: the login and its token, JSON calls and the errors the
// store tells apart. Shiprocket's token lasts 10 days; the store renews it after 9, and once
// more when Shiprocket answers 401 (a token revoked, or the password changed since).

export const SHIPROCKET_DEFAULT_API_BASE = 'https://apiv2.shiprocket.in/v1/external';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN_RENEWED_AFTER_MS = 9 * DAY_MS;

export interface ShiprocketCredentials {
  email: string;
  password: string;
  /** Shiprocket's own by default; tests point it at a local program that speaks the same API. */
  apiBase: string;
  /** How long one call may take before Shiprocket counts as unavailable. */
  timeoutMs: number;
  /** The clock the token's age is read from. */
  now: () => Date;
}

const loginAnswer = z.object({ token: z.string().min(1) });
const errorBody = z.object({
  message: z.string().optional(),
  errors: z.record(z.string(), z.union([z.array(z.string()), z.string()])).optional(),
});

/** Shiprocket's words for a refusal: its message, and the first field error when it gives one. */
function refusalMessage(json: unknown, status: number): string {
  const body = errorBody.safeParse(json).data;
  const fieldErrors = Object.values(body?.errors ?? {}).flat();
  const words = [body?.message, fieldErrors[0]].filter(Boolean).join(' ');
  return `Shiprocket: ${words || `HTTP ${status}`}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export class ShiprocketApi {
  private readonly apiBase: string;
  private cached: { token: string; obtainedAt: number } | null = null;
  /** The login in flight, shared by every call waiting for a token. */
  private pendingLogin: Promise<string> | null = null;

  constructor(private readonly credentials: ShiprocketCredentials) {
    this.apiBase = credentials.apiBase.replace(/\/+$/, '');
  }

  /** A JSON call with the token, renewed once on a 401; the answer checked against `schema`. */
  async call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    let token = await this.token();
    let answer = await this.send(method, path, body, token);
    if (answer.status === 401) {
      this.forget(token);
      token = await this.token();
      answer = await this.send(method, path, body, token);
      if (answer.status === 401) {
        throw new CourierError('COURIER_AUTH', refusalMessage(answer.json, 401));
      }
    }
    if (answer.status < 200 || answer.status >= 300) throw failure(answer.status, answer.json);
    const parsed = schema.safeParse(answer.json);
    if (!parsed.success) {
      throw new CourierError(
        'COURIER_UNAVAILABLE',
        `Shiprocket answered ${method} ${path} with an unexpected body.`,
      );
    }
    return parsed.data;
  }

  /**
   * A document Shiprocket links to (a label or a manifest), which it keeps on file storage of its
   * own: fetched without the token, which is for Shiprocket's API alone.
   */
  async download(url: string): Promise<Buffer> {
    if (!/^https?:\/\//i.test(url)) {
      throw new CourierError('COURIER_UNAVAILABLE', `Shiprocket linked to no document: ${url}`);
    }
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.credentials.timeoutMs) });
    } catch (error) {
      throw unavailable(error);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    if (!response.ok || bytes.subarray(0, 4).toString('latin1') !== '%PDF') {
      throw new CourierError(
        'COURIER_UNAVAILABLE',
        `Shiprocket's document could not be fetched (HTTP ${response.status}).`,
      );
    }
    return bytes;
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    token: string | null,
  ): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.apiBase}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.credentials.timeoutMs),
      });
      return { status: response.status, json: parseJson(await response.text()) };
    } catch (error) {
      throw unavailable(error);
    }
  }

  /** The cached token while it is under 9 days old, else a new login (one for all waiting). */
  private token(): Promise<string> {
    const now = this.credentials.now().getTime();
    if (this.cached && now - this.cached.obtainedAt < TOKEN_RENEWED_AFTER_MS) {
      return Promise.resolve(this.cached.token);
    }
    this.pendingLogin ??= this.login().finally(() => {
      this.pendingLogin = null;
    });
    return this.pendingLogin;
  }

  /** Drops a token Shiprocket refused, unless another call has already replaced it. */
  private forget(token: string) {
    if (this.cached?.token === token) this.cached = null;
  }

  private async login(): Promise<string> {
    const { email, password } = this.credentials;
    const answer = await this.send('POST', '/auth/login', { email, password }, null);
    if (answer.status >= 400 && answer.status < 500 && answer.status !== 429) {
      throw new CourierError('COURIER_AUTH', refusalMessage(answer.json, answer.status));
    }
    if (answer.status < 200 || answer.status >= 300) throw failure(answer.status, answer.json);
    const parsed = loginAnswer.safeParse(answer.json);
    if (!parsed.success) {
      throw new CourierError('COURIER_UNAVAILABLE', 'Shiprocket answered the login with no token.');
    }
    this.cached = { token: parsed.data.token, obtainedAt: this.credentials.now().getTime() };
    return parsed.data.token;
  }
}

function unavailable(error: unknown): CourierError {
  const reason = error instanceof Error ? error.message : String(error);
  return new CourierError('COURIER_UNAVAILABLE', `Shiprocket did not answer: ${reason}`);
}

/** A non-2xx answer other than 401: an outage or a rate limit, or a refusal in its words. */
function failure(status: number, json: unknown): CourierError {
  const unavailableNow = status >= 500 || status === 429;
  return new CourierError(
    unavailableNow ? 'COURIER_UNAVAILABLE' : 'COURIER_REFUSED',
    refusalMessage(json, status),
  );
}
