import type { AdminNotification, MarkAllReadResult, Page } from '@attar/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { adminNotifications, auditLog } from '../../db/schema/index.js';

let t: TestApp;
let admin: { id: number; token: string; email: string };
let customer: { id: number; token: string; email: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'ADMIN');
  customer = await signedInUser(t);
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.database.db.delete(adminNotifications);
});

type NoticeValues = Partial<typeof adminNotifications.$inferInsert>;

/** Writes notifications straight into the table, oldest first, and answers their ids. */
async function notices(...values: NoticeValues[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, value] of values.entries()) {
    const [row] = await t.database.db
      .insert(adminNotifications)
      .values({
        type: 'NEW_ORDER',
        title: `Notice ${index + 1}`,
        message: `Message ${index + 1}`,
        link: '/admin/orders',
        refId: index + 1,
        createdAt: new Date(Date.UTC(2026, 2, 1, 6, index)),
        ...value,
      })
      .returning();
    ids.push(row!.id);
  }
  return ids;
}

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token = admin.token) =>
  t.app.inject(withToken(token, { method, url }));

async function search(query = '') {
  const response = await call('GET', `/api/notifications/search${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Page<AdminNotification>>(response);
}

const unread = async () =>
  json<{ unreadCount: number }>(await call('GET', '/api/notifications/unread-count')).unreadCount;

describe('GET /api/notifications/search', () => {
  it('lists notifications newest first, a page at a time', async () => {
    const [first, second, third] = await notices(
      {},
      {},
      { type: 'LOW_STOCK', link: null, refId: null },
    );
    const page = await search('?page=0&size=2');
    expect(page).toMatchObject({
      totalElements: 3,
      totalPages: 2,
      number: 0,
      size: 2,
      first: true,
      last: false,
    });
    expect(page.content.map((notice) => notice.id)).toEqual([third, second]);
    expect(page.content[0]).toEqual({
      id: third,
      type: 'LOW_STOCK',
      title: 'Notice 3',
      message: 'Message 3',
      link: null,
      refId: null,
      isRead: false,
      createdAt: '2026-03-01T06:02:00.000Z',
    });
    const next = await search('?page=1&size=2');
    expect(next.content.map((notice) => notice.id)).toEqual([first]);
    expect(next.last).toBe(true);
    expect((await search('?page=5')).content).toEqual([]);
  });

  it('finds a keyword in the title or the message, without regard to case, % taken literally', async () => {
    const [rose, , oud] = await notices(
      { title: 'Low stock: Rose Attar' },
      { message: 'Nothing to see' },
      { message: 'Majmua sold 100% of its stock, Oud next' },
    );
    expect((await search('?keyword=rose')).content.map((notice) => notice.id)).toEqual([rose]);
    expect((await search('?keyword=OUD')).content.map((notice) => notice.id)).toEqual([oud]);
    expect((await search('?keyword=100%25')).content.map((notice) => notice.id)).toEqual([oud]);
    expect((await search('?keyword=0%25%20of')).totalElements).toBe(1);
    expect((await search('?keyword=_')).totalElements).toBe(0);
    // A blank keyword is no filter.
    expect((await search('?keyword=%20%20')).totalElements).toBe(3);
  });

  it('keeps the days from fromDate to toDate in India time, both included', async () => {
    const [lateOn4th, earlyOn5th, lateOn5th, on6th] = await notices(
      // 18:29 UTC on the 4th is 23:59 on the 4th in India; 18:30 UTC is midnight of the 5th.
      { createdAt: new Date('2026-03-04T18:29:00Z') },
      { createdAt: new Date('2026-03-04T18:30:00Z') },
      { createdAt: new Date('2026-03-05T18:29:59Z') },
      { createdAt: new Date('2026-03-05T18:30:00Z') },
    );
    const ids = async (query: string) => (await search(query)).content.map((notice) => notice.id);
    expect(await ids('?fromDate=2026-03-05&toDate=2026-03-05')).toEqual([lateOn5th, earlyOn5th]);
    expect(await ids('?fromDate=2026-03-05')).toEqual([on6th, lateOn5th, earlyOn5th]);
    expect(await ids('?toDate=2026-03-04')).toEqual([lateOn4th]);
  });

  it('keeps the unread ones with unreadOnly=true', async () => {
    const [read, fresh] = await notices({ isRead: true }, {});
    expect((await search('?unreadOnly=true')).content.map((notice) => notice.id)).toEqual([fresh]);
    expect((await search('?unreadOnly=false')).content.map((notice) => notice.id)).toEqual([
      fresh,
      read,
    ]);
  });

  it.each([
    ['page=x', 'page'],
    ['page=-1', 'page'],
    ['size=0', 'size'],
    ['size=101', 'size'],
    ['fromDate=2026-02-30', 'fromDate'],
    ['toDate=05-03-2026', 'toDate'],
    ['fromDate=2026-03-06&toDate=2026-03-05', 'toDate'],
    ['keyword=rose%00', 'keyword'],
    [`keyword=${'a'.repeat(101)}`, 'keyword'],
    ['unreadOnly=yes', 'unreadOnly'],
  ])('refuses %s with 400 naming %s', async (query, path) => {
    const response = await call('GET', `/api/notifications/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([expect.objectContaining({ path })]),
    });
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('counts the notifications not yet marked read', async () => {
    expect(await unread()).toBe(0);
    await notices({}, { isRead: true }, {});
    expect(await unread()).toBe(2);
  });
});

describe('PUT /api/notifications/{id}/mark-as-read', () => {
  it('marks one notification read and answers it; marking it again changes nothing', async () => {
    const [one, two] = await notices({}, {});
    const response = await call('PUT', `/api/notifications/${one}/mark-as-read`);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<AdminNotification>(response)).toMatchObject({
      id: one,
      isRead: true,
      title: 'Notice 1',
    });
    expect(await unread()).toBe(1);
    const again = await call('PUT', `/api/notifications/${one}/mark-as-read`);
    expect(json<AdminNotification>(again).isRead).toBe(true);
    expect((await search()).content.find((notice) => notice.id === two)?.isRead).toBe(false);
  });

  it('answers 404 for an unknown id and 400 for what is not an id', async () => {
    const missing = await call('PUT', '/api/notifications/999999/mark-as-read');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ code: 'NOT_FOUND', message: 'Notification not found' });
    for (const id of ['abc', '0', '1e3', '99999999999']) {
      const response = await call('PUT', `/api/notifications/${id}/mark-as-read`);
      expect([id, response.statusCode, json(response).code]).toEqual([
        id,
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });
});

describe('PUT /api/notifications/mark-all-read', () => {
  it('marks every unread notification read and says how many', async () => {
    await notices({}, { isRead: true }, {});
    const response = await call('PUT', '/api/notifications/mark-all-read');
    expect(response.statusCode, response.body).toBe(200);
    expect(json<MarkAllReadResult>(response)).toEqual({ marked: 2, unreadCount: 0 });
    expect((await search()).content.every((notice) => notice.isRead)).toBe(true);
    expect(json<MarkAllReadResult>(await call('PUT', '/api/notifications/mark-all-read'))).toEqual({
      marked: 0,
      unreadCount: 0,
    });
  });

  it('with upToId leaves the ones that arrived after the admin looked unread', async () => {
    const [, seen, arrivedLater] = await notices({}, {}, {});
    const response = await call('PUT', `/api/notifications/mark-all-read?upToId=${seen}`);
    expect(json<MarkAllReadResult>(response)).toEqual({ marked: 2, unreadCount: 1 });
    const page = await search('?unreadOnly=true');
    expect(page.content.map((notice) => notice.id)).toEqual([arrivedLater]);
  });

  it('refuses an upToId that is not an id', async () => {
    const response = await call('PUT', '/api/notifications/mark-all-read?upToId=x');
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('VALIDATION_FAILED');
  });
});

describe('DELETE /api/notifications/{id}', () => {
  it('deletes one notification, records who did in the activity log, then answers 404', async () => {
    const [gone, kept] = await notices(
      { type: 'NEW_REVIEW', title: 'New review of Rose Attar' },
      {},
    );
    const response = await call('DELETE', `/api/notifications/${gone}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await search()).content.map((notice) => notice.id)).toEqual([kept]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'admin_notification'), eq(auditLog.entityId, gone!)));
    expect(entry).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'DELETE',
      changes: {
        type: { before: 'NEW_REVIEW', after: null },
        title: { before: 'New review of Rose Attar', after: null },
        isRead: { before: false, after: null },
      },
    });
    const again = await call('DELETE', `/api/notifications/${gone}`);
    expect(again.statusCode).toBe(404);
    expect(json(again).code).toBe('NOT_FOUND');
  });

  it('answers 400 for what is not an id', async () => {
    const response = await call('DELETE', '/api/notifications/one');
    expect(response.statusCode).toBe(400);
  });
});

describe('access', () => {
  const routes: ['GET' | 'PUT' | 'DELETE', string][] = [
    ['GET', '/api/notifications/search'],
    ['GET', '/api/notifications/unread-count'],
    ['PUT', '/api/notifications/1/mark-as-read'],
    ['PUT', '/api/notifications/mark-all-read'],
    ['DELETE', '/api/notifications/1'],
  ];

  it('answers 401 to a visitor and 403 to a customer, and changes nothing', async () => {
    const [id] = await notices({});
    for (const [method, path] of routes) {
      const url = path.replace(/\/1(\/|$)/, `/${id}$1`);
      const visitor = await t.app.inject({ method, url });
      expect([url, visitor.statusCode, json(visitor).code]).toEqual([url, 401, 'UNAUTHENTICATED']);
      const shopper = await call(method, url, customer.token);
      expect([url, shopper.statusCode, json(shopper).code]).toEqual([url, 403, 'FORBIDDEN']);
    }
    expect((await search()).content).toEqual([expect.objectContaining({ id, isRead: false })]);
  });
});

describe('notifications by staff role', () => {
  it('shows each role only the kinds its sections cover, and marks and deletes only those', async () => {
    const [order, lowStock, review, failedJob] = await notices(
      { type: 'NEW_ORDER' },
      { type: 'LOW_STOCK', link: '/admin/products' },
      { type: 'NEW_REVIEW', link: '/admin/reviews' },
      { type: 'JOB_FAILED', link: '/admin/settings' },
    );
    const catalogue = await signedInUser(t, 'ADMIN', 'CATALOGUE');
    const listed = await call('GET', '/api/notifications/search', catalogue.token);
    expect(json<Page<AdminNotification>>(listed).content.map((notice) => notice.id)).toEqual([
      review,
      lowStock,
    ]);
    const count = await call('GET', '/api/notifications/unread-count', catalogue.token);
    expect(json(count)).toEqual({ unreadCount: 2 });

    for (const [method, url] of [
      ['PUT', `/api/notifications/${order}/mark-as-read`],
      ['DELETE', `/api/notifications/${failedJob}`],
    ] as const) {
      expect((await call(method, url, catalogue.token)).statusCode).toBe(404);
    }
    const marked = await call('PUT', '/api/notifications/mark-all-read', catalogue.token);
    expect(json<MarkAllReadResult>(marked)).toEqual({ marked: 2, unreadCount: 0 });

    // The owner still has the order and the failed job to read.
    expect(json(await call('GET', '/api/notifications/unread-count'))).toEqual({
      unreadCount: 2,
    });
    const support = await signedInUser(t, 'ADMIN', 'SUPPORT');
    const supportList = await call('GET', '/api/notifications/search', support.token);
    expect(json<Page<AdminNotification>>(supportList).content.map((notice) => notice.type)).toEqual(
      ['NEW_REVIEW', 'NEW_ORDER'],
    );
  });
});
