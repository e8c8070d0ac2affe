// Sample accounts and a mocked users API for the users screen's tests (imported by tests only).
import type { AdminUser, Page, Subscriber } from '@attar/contracts';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import UsersPage from '../routes/users-page';

export function adminUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    email: `user${id}@example.in`,
    firstName: 'User',
    lastName: String(id),
    fullName: `User ${id}`,
    mobile: null,
    role: 'CUSTOMER',
    staffRole: null,
    isActive: true,
    status: 'ACTIVE',
    emailVerified: true,
    phoneVerified: false,
    createdAt: '2026-03-05T10:00:00.000Z',
    erasedAt: null,
    orderCount: 0,
    ...overrides,
  };
}

export const SELF = adminUser(1, {
  email: 'owner@attarhouse.in',
  firstName: 'Store',
  lastName: 'Owner',
  fullName: 'Store Owner',
  role: 'ADMIN',
  staffRole: 'OWNER',
});
export const ANAYA = adminUser(7, {
  email: 'anaya@example.in',
  firstName: 'Anaya',
  lastName: 'Sharma',
  fullName: 'Anaya Sharma',
  mobile: '9876543210',
  phoneVerified: true,
  orderCount: 3,
});
export const RAVI = adminUser(8, {
  email: 'ravi@example.in',
  firstName: 'Ravi',
  lastName: 'Kumar',
  fullName: 'Ravi Kumar',
  isActive: false,
  status: 'INACTIVE',
});
export const ERASED = adminUser(9, {
  email: 'erased-9@erased.invalid',
  firstName: 'Former customer',
  lastName: '',
  fullName: 'Former customer',
  isActive: false,
  status: 'ERASED',
  erasedAt: '2026-04-01T10:00:00.000Z',
  orderCount: 1,
});

export const SUBSCRIBERS: Subscriber[] = [
  {
    id: 2,
    email: 'anaya@example.in',
    subscribedAt: '2026-04-02T04:30:00.000Z',
    account: { id: 7, fullName: 'Anaya Sharma', email: 'anaya@example.in' },
  },
  { id: 1, email: 'walk.in@example.in', subscribedAt: '2026-01-05T04:30:00.000Z', account: null },
];

export function pageOf<T>(content: T[], totalElements = content.length, size = 10): Page<T> {
  const totalPages = Math.ceil(totalElements / size);
  return {
    content,
    totalElements,
    totalPages,
    number: 0,
    size,
    first: true,
    last: totalPages <= 1,
    empty: content.length === 0,
  };
}

export interface Call {
  method: string;
  url: URL;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A stand-in for the users screen's calls, for `mockFetch(api.handler)`; `answer` may take over
 * any call first. The calls made are recorded.
 */
export function usersApi(answer: (call: Call) => Response | undefined = () => undefined) {
  const calls: Call[] = [];
  const handler = (url: URL, init: RequestInit | undefined): Response => {
    const raw = init?.body;
    const call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw,
    };
    calls.push(call);
    const answered = answer(call);
    if (answered) return answered;
    if (url.pathname === '/api/admin/get-users') return json(pageOf([SELF, ANAYA, RAVI, ERASED]));
    if (url.pathname === '/api/admin/subscribers') return json(pageOf(SUBSCRIBERS));
    return json(
      { status: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found', requestId: 't' },
      404,
    );
  };
  return {
    handler,
    calls,
    of: (path: string) => calls.filter((call) => call.url.pathname === path),
    writes: () => calls.filter((call) => call.method !== 'GET'),
  };
}

/** The page at /admin/users, signed in as SELF (the sign-in stores the admin's id). */
export function usersPageRoutes(probe: ReactNode): RouteObject[] {
  window.localStorage.setItem('userId', String(SELF.id));
  window.localStorage.setItem('token', 'admin-token');
  return [
    {
      path: '/admin/users',
      element: (
        <>
          <UsersPage />
          {probe}
        </>
      ),
    },
  ];
}
