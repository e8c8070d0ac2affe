import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '@/test/utils';
import { ApiError, api, errorMessage, onRefusal, onSessionRejected } from './api-client';

describe('api client', () => {
  it('sends the stored token, Accept JSON and a JSON body', async () => {
    window.localStorage.setItem('authToken', 'abc.def.ghi');
    const fetchMock = mockFetch(() => jsonResponse({ ok: true }, 201));
    await expect(
      api.post('/signup', { email: 'a@b.in' }, { query: { page: 0, q: '', size: undefined } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/signup?page=0');
    expect(init?.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer abc.def.ghi',
    });
    expect(init?.body).toBe('{"email":"a@b.in"}');
  });

  it('returns nothing for 204 and throws an ApiError carrying the error body', async () => {
    mockFetch((url) =>
      url.pathname.endsWith('/gone')
        ? new Response(null, { status: 204 })
        : jsonResponse(
            {
              status: 409,
              error: 'Conflict',
              code: 'EMAIL_TAKEN',
              message: 'This email is already registered',
              requestId: 'r1',
            },
            409,
          ),
    );
    await expect(api.delete('/gone')).resolves.toBeUndefined();
    const error = await api.post('/signup', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).code).toBe('EMAIL_TAKEN');
    expect(errorMessage(error, 'fallback')).toBe('This email is already registered');
  });

  it('uses the fallback message when a failure has no error body', async () => {
    mockFetch(
      () =>
        new Response('<html>Bad gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const error = await api.get('/menus/getAll').catch((caught: unknown) => caught);
    expect((error as ApiError).status).toBe(502);
    expect(errorMessage(error, 'Failed to load menu items')).toBe('Failed to load menu items');
  });
});

describe('a refused session', () => {
  let uninstall: () => void = () => {};
  afterEach(() => uninstall());

  function watchRejections() {
    const handler = vi.fn();
    uninstall = onSessionRejected(handler);
    return handler;
  }

  it('is reported when a call made with the stored token answers 401', async () => {
    const rejected = watchRejections();
    window.localStorage.setItem('token', 'stale.jwt');
    mockFetch(() => errorResponse(401, 'UNAUTHENTICATED', 'Please sign in again.'));
    await expect(api.get('/me')).rejects.toBeInstanceOf(ApiError);
    expect(rejected).toHaveBeenCalledTimes(1);
  });

  it('is not reported for a sign-in call, a call that opts out, a 403, or a token replaced meanwhile', async () => {
    const rejected = watchRejections();
    window.localStorage.setItem('token', 'stale.jwt');
    mockFetch((url) => {
      if (url.pathname === '/api/forbidden') return errorResponse(403, 'FORBIDDEN', 'No');
      if (url.pathname === '/api/slow') window.localStorage.setItem('token', 'fresh.jwt'); // a password change landed
      return errorResponse(401, 'INVALID_CREDENTIALS', 'Invalid email or password');
    });
    await api.post('/signin', {}, { auth: false }).catch(() => undefined);
    await api.get('/me', { expireSessionOn401: false }).catch(() => undefined);
    await api.get('/forbidden').catch(() => undefined);
    await api.get('/slow').catch(() => undefined);
    expect(rejected).not.toHaveBeenCalled();
  });
});

describe('a refusal handler', () => {
  it('sends the refused call once more when it resolves the refusal, and never twice', async () => {
    let refusals = 0;
    const fetchMock = mockFetch(() => {
      refusals += 1;
      return refusals === 1 || refusals === 3
        ? errorResponse(403, 'FRESH_CODE_REQUIRED', 'Enter a code')
        : jsonResponse({ saved: true });
    });
    const handler = vi.fn(() => Promise.resolve(true));
    const remove = onRefusal('FRESH_CODE_REQUIRED', handler);
    try {
      await expect(api.put('/admin/settings/x', { a: 1 })).resolves.toEqual({ saved: true });
      expect(fetchMock.mock.calls.map(([, init]) => init?.body)).toEqual(['{"a":1}', '{"a":1}']);
      // Refused again after the handler cleared it: the call fails rather than loop.
      mockFetch(() => errorResponse(403, 'FRESH_CODE_REQUIRED', 'Enter a code'));
      await expect(api.put('/admin/settings/x', { a: 1 })).rejects.toMatchObject({
        code: 'FRESH_CODE_REQUIRED',
      });
      expect(handler).toHaveBeenCalledTimes(2);
    } finally {
      remove();
    }
  });

  it('lets the call fail as refused when it answers false, and is gone once removed', async () => {
    mockFetch(() => errorResponse(403, 'TWO_FACTOR_SETUP_REQUIRED', 'Set it up'));
    const handler = vi.fn(() => false);
    const remove = onRefusal('TWO_FACTOR_SETUP_REQUIRED', handler);
    await expect(api.get('/getDashboardSummary')).rejects.toMatchObject({ status: 403 });
    expect(handler).toHaveBeenCalledOnce();
    remove();
    await expect(api.get('/getDashboardSummary')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledOnce();
  });
});
