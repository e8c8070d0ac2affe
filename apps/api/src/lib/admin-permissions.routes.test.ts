import {
  notPermittedMessage,
  STAFF_ROLES,
  staffRoleCan,
  type Permission,
  type StaffRole,
} from '@attar/contracts';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, signedInUser, withToken, type TestApp } from '../../test/test-app.js';
import { ADMIN_ROUTE_PERMISSIONS } from './admin-permissions.js';

// Every admin route, as the table lists it, asked by each staff role, a customer and nobody: the
// roles whose permissions hold the route's pass the check, every other is refused with 403
// NOT_PERMITTED before its body is read. A route added without a row stops the server (the
// app would not start here), and a row without a route fails below.

let t: TestApp;
const staff = new Map<StaffRole, string>();
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of STAFF_ROLES) {
    staff.set(role, (await signedInUser(t, 'ADMIN', role)).token);
  }
  customerToken = (await signedInUser(t)).token;
});

afterAll(async () => {
  await t?.close();
});

const routes = Object.entries(ADMIN_ROUTE_PERMISSIONS).map(([key, permission]) => {
  const [method, pattern] = key.split(' ') as [InjectOptions['method'], string];
  // Ids that name nothing: a permitted request goes on to a 404 or a 400, never a change.
  const url = pattern.replace(/:[A-Za-z]+/g, (name) =>
    name === ':publicId' ? 'nothing' : '987654',
  );
  return { key, method, url, permission };
});

/** A request whose body is not even JSON: only a check made before the body can answer 403. */
function requestOf(route: (typeof routes)[number], token?: string): InjectOptions {
  const request: InjectOptions = { method: route.method, url: route.url };
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    request.headers = { 'content-type': 'application/json' };
    request.payload = '{"not json';
  }
  return token ? withToken(token, request) : request;
}

describe('the admin routes and their permissions', () => {
  it('lists only routes the server has', () => {
    for (const { key, method, url } of routes) {
      expect(t.app.hasRoute({ method: method!, url: key.split(' ')[1]! }), key).toBe(true);
      expect(url).not.toContain(':');
    }
  });

  it('gives every permission to at least one role, and every one to the owner', () => {
    const used = new Set<Permission>(routes.map((route) => route.permission));
    for (const permission of used) expect(staffRoleCan('OWNER', permission)).toBe(true);
    expect(staffRoleCan('MANAGER', 'staff.manage')).toBe(false);
  });

  for (const route of routes) {
    it(`${route.key} (${route.permission}) answers each role as the table says`, async () => {
      const answers: Record<string, { status: number; code?: string; message?: string }> = {};
      const expected: typeof answers = {};
      for (const role of STAFF_ROLES) {
        const response = await t.app.inject(requestOf(route, staff.get(role)));
        const body = response.headers['content-type']?.toString().includes('json')
          ? json<{ code?: string; message?: string }>(response)
          : {};
        if (staffRoleCan(role, route.permission)) {
          // Through the check: whatever the route answers next, it is not a refusal of the role.
          answers[role] = { status: response.statusCode === 403 ? 403 : 0 };
          expected[role] = { status: 0 };
        } else {
          answers[role] = { status: response.statusCode, code: body.code, message: body.message };
          expected[role] = {
            status: 403,
            code: 'NOT_PERMITTED',
            message: notPermittedMessage(role),
          };
        }
      }
      const customer = await t.app.inject(requestOf(route, customerToken));
      answers.customer = {
        status: customer.statusCode,
        code: json<{ code: string }>(customer).code,
      };
      expected.customer = { status: 403, code: 'FORBIDDEN' };
      const nobody = await t.app.inject(requestOf(route));
      answers.nobody = { status: nobody.statusCode, code: json<{ code: string }>(nobody).code };
      expected.nobody = { status: 401, code: 'UNAUTHENTICATED' };
      expect(answers).toEqual(expected);
    });
  }
});
