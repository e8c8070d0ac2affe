import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderReadyStore, productFor } from '../../test/order-fixtures.js';
import { createTestApp, signedInUser, type TestApp } from '../../test/test-app.js';
import {
  findingOf,
  fuzzRequests,
  SESSION_ENDING,
  type FuzzFinding,
  type FuzzRequest,
} from './openapi-fuzz.js';

// A bounded run over every route of the OpenAPI document as a visitor, a customer and an
// admin. `npm run fuzz` runs every request for every caller (FUZZ_FULL=1); this run sends each
// request as one caller, rotating, so that it stays a few thousand requests.
const full = process.env.FUZZ_FULL === '1';

let t: TestApp;
const callers: Array<{ name: string; token: string | null }> = [{ name: 'visitor', token: null }];
beforeAll(async () => {
  t = await createTestApp();
  const { categoryId } = await orderReadyStore(t);
  await productFor(t, categoryId, { rupees: 500 });
  callers.push({ name: 'customer', token: (await signedInUser(t)).token });
  callers.push({ name: 'admin', token: (await signedInUser(t, 'ADMIN')).token });
});
afterAll(() => t.close());

async function send(request: FuzzRequest, token: string | null) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.contentType) headers['content-type'] = request.contentType;
  const payload =
    request.payload === undefined || (typeof request.payload === 'string' && request.contentType)
      ? (request.payload as string | undefined)
      : JSON.stringify(request.payload);
  if (payload !== undefined && !request.contentType) headers['content-type'] = 'application/json';
  return t.app.inject({ method: request.method as 'GET', url: request.url, headers, payload });
}

describe('fuzzing every route from the OpenAPI document', () => {
  it(
    'never answers 5xx, and every error carries the error body',
    async () => {
      const requests = fuzzRequests(t.app);
      expect(requests.length).toBeGreaterThan(1000);
      const findings: Array<FuzzFinding & { caller: string }> = [];
      let sent = 0;
      for (const [index, request] of requests.entries()) {
        const chosen = full ? callers : [callers[index % callers.length]!];
        for (const caller of chosen) {
          if (
            caller.token &&
            SESSION_ENDING.some((pattern) => pattern.test(request.url.split('?')[0]!))
          )
            continue;
          const response = await send(request, caller.token);
          sent += 1;
          const finding = findingOf(request, response.statusCode, response.body);
          if (finding) findings.push({ ...finding, caller: caller.name });
        }
      }
      console.log(
        `fuzz: ${sent} requests over ${requests.length} request shapes, ${findings.length} findings`,
      );
      expect(findings.slice(0, 20)).toEqual([]);
    },
    full ? 1_800_000 : 300_000,
  );
});

describe('what the fuzz run counts as a finding', () => {
  const request: FuzzRequest = { method: 'GET', url: '/api/x', label: 'probe' };
  it('is any 5xx, and any error without the error body', () => {
    const body = (status: number) =>
      JSON.stringify({ status, error: 'E', code: 'C', message: 'm', requestId: 'r' });
    expect(findingOf(request, 500, body(500))).not.toBeNull();
    expect(findingOf(request, 400, '{"statusCode":400,"error":"Bad Request"}')).not.toBeNull();
    expect(findingOf(request, 431, 'Request Header Fields Too Large')).not.toBeNull();
    expect(findingOf(request, 404, body(400))).not.toBeNull();
    expect(findingOf(request, 404, body(404))).toBeNull();
    expect(findingOf(request, 200, 'anything')).toBeNull();
  });
});
