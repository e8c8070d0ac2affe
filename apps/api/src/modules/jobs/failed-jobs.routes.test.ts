import { randomUUID } from 'node:crypto';
import {
  FAILED_JOB_MESSAGES,
  type ActivityLogEntry,
  type AdminNotification,
  type FailedJob,
  type Page,
} from '@attar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outboxMails, waitForOutboxMails } from '../../../test/outbox.js';
import {
  createTestApp,
  json,
  signedInUser,
  withToken,
  type TestApp,
} from '../../../test/test-app.js';
import { adminNotifications, failedJobs } from '../../db/schema/index.js';
import type { MailMessage } from '../../lib/mailer.js';
import { recordFailedJob } from './failed-jobs.service.js';

/*
 * A job fails for good only after every retry (a mail: six, over about ten minutes), so these
 * tests record one through recordFailedJob, the service the queue calls at that moment (the
 * queue's own test shows that it does). Everything after that goes through the API and the
 * real queue: a retried mail is sent and lands in the outbox.
 */

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
  await t.database.db.delete(failedJobs);
  await t.database.db.delete(adminNotifications);
});

const SMTP_REFUSED = 'connect ECONNREFUSED 127.0.0.1:2525';

/** A mail job whose every attempt failed, recorded as the queue records it; answers its mail. */
async function failedMail(subject = 'Your order AH-2026-000041', jobId = randomUUID()) {
  const message: MailMessage = {
    to: `shopper-${randomUUID().slice(0, 8)}@example.in`,
    subject,
    text: `${subject}. Thank you for shopping with Attar House.`,
    html: `<p>${subject}. Thank you for shopping with Attar House.</p>`,
  };
  await recordFailedJob(t.database.db, {
    queue: 'mail',
    jobId,
    summary: `Email to ${message.to}: ${subject}`,
    data: message,
    error: SMTP_REFUSED,
    attempts: 7,
  });
  return message;
}

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token = admin.token) =>
  t.app.inject(withToken(token, { method, url }));

async function list(query = '') {
  const response = await call('GET', `/api/admin/jobs/failed${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Page<FailedJob>>(response);
}

/** The failed job recorded for a mail, found through the full list. */
async function jobOf(message: MailMessage): Promise<FailedJob> {
  const job = (await list('?status=all&size=100')).content.find((candidate) =>
    candidate.summary.includes(message.to),
  );
  if (!job) throw new Error(`no failed job for ${message.to}`);
  return job;
}

const resolve = (id: number | string, action: 'retry' | 'dismiss', token = admin.token) =>
  call('POST', `/api/admin/jobs/failed/${id}/${action}`, token);

describe('GET /api/admin/jobs/failed', () => {
  it('lists the open failed jobs newest first, a page at a time, without their data', async () => {
    const first = await failedMail('First');
    const second = await failedMail('Second');
    const third = await failedMail('Third');

    const page = await list('?page=0&size=2');
    expect(page).toMatchObject({
      totalElements: 3,
      totalPages: 2,
      number: 0,
      size: 2,
      first: true,
      last: false,
    });
    expect(page.content.map((job) => job.summary)).toEqual([
      `Email to ${third.to}: Third`,
      `Email to ${second.to}: Second`,
    ]);
    const [newest] = page.content;
    expect(newest).toEqual({
      id: expect.any(Number),
      queue: 'mail',
      summary: `Email to ${third.to}: Third`,
      error: SMTP_REFUSED,
      attempts: 7,
      failedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      resolution: null,
      resolvedAt: null,
    });

    const last = await list('?page=1&size=2');
    expect(last).toMatchObject({ number: 1, first: false, last: true });
    expect(last.content.map((job) => job.summary)).toEqual([`Email to ${first.to}: First`]);
    // The default page is the first ten.
    expect(await list()).toMatchObject({ number: 0, size: 10, totalElements: 3 });
  });

  it('shows retried and dismissed jobs only with status=all', async () => {
    const kept = await failedMail('Kept');
    const dismissed = await failedMail('Dismissed');
    const retried = await failedMail('Retried');
    expect((await resolve((await jobOf(dismissed)).id, 'dismiss')).statusCode).toBe(200);
    expect((await resolve((await jobOf(retried)).id, 'retry')).statusCode).toBe(200);

    for (const query of ['', '?status=open']) {
      const open = await list(query);
      expect([query, open.totalElements, open.content.map((job) => job.summary)]).toEqual([
        query,
        1,
        [`Email to ${kept.to}: Kept`],
      ]);
    }
    const all = await list('?status=all');
    expect(all.totalElements).toBe(3);
    expect(all.content.map((job) => [job.summary, job.resolution])).toEqual([
      [`Email to ${retried.to}: Retried`, 'RETRIED'],
      [`Email to ${dismissed.to}: Dismissed`, 'DISMISSED'],
      [`Email to ${kept.to}: Kept`, null],
    ]);
    await t.app.jobs.whenIdle();
  });

  it('answers 400 for a status, page or size it does not take', async () => {
    const status = await call('GET', '/api/admin/jobs/failed?status=closed');
    expect(status.statusCode).toBe(400);
    expect(json(status)).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      details: [{ path: 'status', message: 'Use open or all.' }],
    });
    for (const query of ['page=-1', 'page=abc', 'size=0', 'size=101']) {
      const response = await call('GET', `/api/admin/jobs/failed?${query}`);
      expect([query, response.statusCode, json(response).code]).toEqual([
        query,
        400,
        'VALIDATION_FAILED',
      ]);
    }
  });
});

describe('a job that failed for good', () => {
  it('tells the admins once with a JOB_FAILED notification linking to the list', async () => {
    const jobId = randomUUID();
    const message = await failedMail('Your order AH-2026-000042', jobId);
    // The queue reporting the same job again (a retry of the recording) changes nothing.
    await recordFailedJob(t.database.db, {
      queue: 'mail',
      jobId,
      summary: `Email to ${message.to}: ${message.subject}`,
      data: message,
      error: SMTP_REFUSED,
      attempts: 7,
    });
    const job = await jobOf(message);
    expect((await list()).totalElements).toBe(1);

    const notices = await call('GET', '/api/notifications/search');
    expect(notices.statusCode).toBe(200);
    expect(json<Page<AdminNotification>>(notices).content).toEqual([
      {
        id: expect.any(Number),
        type: 'JOB_FAILED',
        title: 'Email failed',
        message: `Email to ${message.to}: Your order AH-2026-000042 (after 7 attempts: ${SMTP_REFUSED})`,
        link: '/admin/settings#failed-jobs',
        refId: job.id,
        isRead: false,
        createdAt: expect.any(String),
      },
    ]);
    const unread = await call('GET', '/api/notifications/unread-count');
    expect(json(unread)).toEqual({ unreadCount: 1 });
  });
});

describe('POST /api/admin/jobs/failed/:id/retry', () => {
  it('runs the job again with its data: the mail is sent, and the retry is in the activity log', async () => {
    const message = await failedMail('Your return RT-000007 is approved');
    const job = await jobOf(message);

    const response = await resolve(job.id, 'retry');
    expect(response.statusCode, response.body).toBe(200);
    expect(json<FailedJob>(response)).toEqual({
      ...job,
      resolution: 'RETRIED',
      resolvedAt: expect.stringMatching(/Z$/),
    });

    // Its notification is read: the bell counts only what is still to be dealt with.
    const notices = await t.database.db
      .select()
      .from(adminNotifications)
      .where(eq(adminNotifications.refId, job.id));
    expect(notices.filter((notice) => notice.type === 'JOB_FAILED')).toEqual([
      expect.objectContaining({ isRead: true }),
    ]);

    await t.app.jobs.whenIdle();
    const [mail] = await waitForOutboxMails(t.config, message.to, 1);
    expect(mail!.headers.subject).toBe('Your return RT-000007 is approved');
    expect(mail!.text).toContain('Thank you for shopping with Attar House.');
    expect((await list()).content).toEqual([]);

    const log = await call(
      'GET',
      `/api/admin/activity-log?entityType=failed_job&entityId=${job.id}`,
    );
    expect(log.statusCode, log.body).toBe(200);
    expect(json<Page<ActivityLogEntry>>(log).content).toEqual([
      expect.objectContaining({
        actor: { id: admin.id, email: admin.email },
        action: 'RETRY',
        changes: { resolution: { before: null, after: 'RETRIED' } },
        reason: job.summary,
      }),
    ]);
  });

  it('answers 409 once the job was retried or dismissed, and sends nothing more', async () => {
    const message = await failedMail();
    const job = await jobOf(message);
    expect((await resolve(job.id, 'retry')).statusCode).toBe(200);

    for (const action of ['retry', 'dismiss'] as const) {
      const again = await resolve(job.id, action);
      expect([action, again.statusCode]).toEqual([action, 409]);
      expect(json(again)).toMatchObject({
        status: 409,
        code: 'JOB_ALREADY_RESOLVED',
        message: FAILED_JOB_MESSAGES.alreadyResolved,
      });
    }
    await t.app.jobs.whenIdle();
    expect(outboxMails(t.config, message.to)).toHaveLength(1);
    expect((await jobOf(message)).resolution).toBe('RETRIED');
  });
});

describe('POST /api/admin/jobs/failed/:id/dismiss', () => {
  it('takes the job off the open list without running it', async () => {
    const message = await failedMail();
    const job = await jobOf(message);

    const response = await resolve(job.id, 'dismiss');
    expect(response.statusCode, response.body).toBe(200);
    expect(json<FailedJob>(response)).toMatchObject({ id: job.id, resolution: 'DISMISSED' });
    expect((await list()).content).toEqual([]);

    const retry = await resolve(job.id, 'retry');
    expect(retry.statusCode).toBe(409);
    expect(json(retry).code).toBe('JOB_ALREADY_RESOLVED');
    await t.app.jobs.whenIdle();
    expect(outboxMails(t.config, message.to)).toEqual([]);
  });
});

describe('retry and dismiss of what is not an open failed job', () => {
  it('answers 404 for an unknown id and 400 for what is not an id', async () => {
    for (const action of ['retry', 'dismiss'] as const) {
      const missing = await resolve(999999, action);
      expect([action, missing.statusCode]).toEqual([action, 404]);
      expect(json(missing)).toMatchObject({ code: 'NOT_FOUND', message: 'Failed job not found' });
      for (const id of ['abc', '0', '-1', '1.5', '1e3', '99999999999']) {
        const response = await resolve(id, action);
        expect([action, id, response.statusCode, json(response).code]).toEqual([
          action,
          id,
          400,
          'VALIDATION_FAILED',
        ]);
      }
    }
  });
});

describe('access', () => {
  it('answers 401 to a visitor and 403 to a customer, and changes nothing', async () => {
    const message = await failedMail();
    const { id } = await jobOf(message);
    const routes: [Method, string][] = [
      ['GET', '/api/admin/jobs/failed'],
      ['POST', `/api/admin/jobs/failed/${id}/retry`],
      ['POST', `/api/admin/jobs/failed/${id}/dismiss`],
    ];
    for (const [method, url] of routes) {
      const visitor = await t.app.inject({ method, url });
      expect([url, visitor.statusCode, json(visitor).code]).toEqual([url, 401, 'UNAUTHENTICATED']);
      const shopper = await call(method, url, customer.token);
      expect([url, shopper.statusCode, json(shopper).code]).toEqual([url, 403, 'FORBIDDEN']);
    }
    expect((await jobOf(message)).resolution).toBeNull();
    await t.app.jobs.whenIdle();
    expect(outboxMails(t.config, message.to)).toEqual([]);
  });
});
