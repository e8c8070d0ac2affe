import type { StoreSettings } from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog } from '../src/db/schema/index.js';
import { json, withToken, type TestApp } from './test-app.js';

/**
 * The calls the settings tests make, on the app and the admin a test file sets up in its
 * `beforeAll` (read when a call is made, hence the getters).
 */
export function settingsRequests(app: () => TestApp, adminToken: () => string) {
  const call = (method: 'GET' | 'PUT', url: string, token: string | null, payload?: unknown) => {
    const options = {
      method,
      url,
      ...(payload === undefined ? {} : { payload: payload as object }),
    };
    return app().app.inject(token ? withToken(token, options) : options);
  };
  const put = (section: string, payload: unknown, token: string | null = adminToken()) =>
    call('PUT', `/api/admin/settings/${section}`, token, payload);
  const read = async () =>
    json<StoreSettings>(await call('GET', '/api/admin/settings', adminToken()));
  const settingAudit = () =>
    app()
      .database.db.select()
      .from(auditLog)
      .where(eq(auditLog.entityType, 'setting'))
      .orderBy(auditLog.id);

  /** A 400 VALIDATION_FAILED whose details name the field with the message. */
  async function expectInvalid(section: string, payload: unknown, path: string, message: string) {
    const response = await put(section, payload);
    expect([JSON.stringify(payload), response.statusCode]).toEqual([JSON.stringify(payload), 400]);
    expect(json(response).code).toBe('VALIDATION_FAILED');
    expect(json<{ details: { path: string; message: string }[] }>(response).details).toContainEqual(
      { path, message },
    );
  }

  return { call, put, read, settingAudit, expectInvalid };
}
