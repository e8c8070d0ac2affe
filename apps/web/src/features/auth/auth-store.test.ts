import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/test/utils';
import { useAuthStore } from './auth-store';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('logout', () => {
  it('tells the server to drop the token and clears every stored session key', async () => {
    const fetch = mockFetch((url) => {
      if (url.pathname === '/api/signin')
        return jsonResponse({ id: 7, token: 'token-7', role: 'CUSTOMER' });
      if (url.pathname === '/api/me') {
        return jsonResponse({ id: 7, email: 'a@b.in', fullName: 'A B', role: 'CUSTOMER' });
      }
      return new Response(null, { status: 204 });
    });
    await useAuthStore.getState().login({ email: 'a@b.in', password: 'long-enough' });
    expect(localStorage.getItem('token')).toBe('token-7');

    useAuthStore.getState().logout();

    // The sign-out call's code loads with it, so the call leaves a moment later.
    const logoutCall = await vi.waitFor(() => {
      const call = fetch.mock.calls.find(([input]) => String(input).endsWith('/api/logout'));
      expect(call).toBeDefined();
      return call;
    });
    expect(logoutCall?.[1]?.method).toBe('POST');
    expect(new Headers(logoutCall?.[1]?.headers).get('authorization')).toBe('Bearer token-7');
    expect(
      ['token', 'authToken', 'userRole', 'userId', 'isAdminAuthenticated'].map((key) =>
        localStorage.getItem(key),
      ),
    ).toEqual([null, null, null, null, null]);
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      user: null,
    });
  });
});
