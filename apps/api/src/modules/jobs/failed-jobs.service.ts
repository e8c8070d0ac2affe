import {
  FAILED_JOB_MESSAGES,
  JOB_QUEUE_LABELS,
  toPage,
  type FailedJob,
  type FailedJobsQuery,
  type Page,
} from '@attar/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { failedJobs, type FailedJobRow } from '../../db/schema/index.js';
import type { FailedJob as FailedQueueJob } from '../../jobs/pg-boss-queue.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { AppError, notFound } from '../../lib/errors.js';
import { pageOffset } from '../../lib/pagination.js';
import { recordChange, type AuditActor } from '../audit/audit.service.js';
import { noticesHandled, notifyAdmins } from '../notifications/admin-notifications.service.js';

const FAILED_JOB_ENTITY = 'failed_job';

function toFailedJobDto(row: FailedJobRow): FailedJob {
  return {
    id: row.id,
    queue: row.queue,
    summary: row.summary,
    error: row.error,
    attempts: row.attempts,
    failedAt: row.failedAt.toISOString(),
    resolution: row.resolution,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/**
 * Keeps a job whose every retry failed, and tells the admins, in one transaction. The same job
 * reported twice (a retry of the recording itself) is kept once.
 */
export async function recordFailedJob(db: Db, failed: FailedQueueJob): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(failedJobs)
      .values({
        queue: failed.queue,
        jobId: failed.jobId,
        summary: failed.summary.slice(0, 500),
        data: failed.data ?? null,
        error: failed.error.slice(0, 2000),
        attempts: failed.attempts,
      })
      .onConflictDoNothing({ target: failedJobs.jobId })
      .returning({ id: failedJobs.id });
    if (!row) return;
    const label = JOB_QUEUE_LABELS[failed.queue] ?? failed.queue;
    await notifyAdmins(tx, {
      type: 'JOB_FAILED',
      title: `${label} failed`,
      message: `${failed.summary} (after ${failed.attempts} attempts: ${failed.error.slice(0, 200)})`,
      link: '/admin/settings#failed-jobs',
      refId: row.id,
    });
  });
}

/** GET /api/admin/jobs/failed: newest first; open ones only unless status=all. */
export async function listFailedJobs(db: Db, query: FailedJobsQuery): Promise<Page<FailedJob>> {
  const where = query.status === 'open' ? isNull(failedJobs.resolution) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(failedJobs)
      .where(where)
      .orderBy(desc(failedJobs.failedAt), desc(failedJobs.id))
      .limit(query.size)
      .offset(pageOffset(query)),
    db.select({ value: count() }).from(failedJobs).where(where),
  ]);
  return toPage(rows.map(toFailedJobDto), total?.value ?? 0, query);
}

/**
 * Marks an open failed job retried or dismissed; a retry enqueues its data again in the same
 * transaction. 404 for an unknown id, 409 when someone resolved it first.
 */
async function resolveFailedJob(
  db: Db,
  jobs: JobQueue,
  actor: AuditActor,
  id: number,
  resolution: 'RETRIED' | 'DISMISSED',
): Promise<FailedJob> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(failedJobs)
      .set({ resolution, resolvedAt: new Date(), resolvedBy: actor.id })
      .where(and(eq(failedJobs.id, id), isNull(failedJobs.resolution)))
      .returning();
    if (!row) {
      const [exists] = await tx
        .select({ id: failedJobs.id })
        .from(failedJobs)
        .where(eq(failedJobs.id, id));
      if (!exists) throw notFound('Failed job');
      throw new AppError(409, 'JOB_ALREADY_RESOLVED', FAILED_JOB_MESSAGES.alreadyResolved);
    }
    if (resolution === 'RETRIED') await jobs.enqueue(tx, row.queue, row.data);
    // The bell no longer counts what an admin has dealt with.
    await noticesHandled(tx, 'JOB_FAILED', row.id);
    await recordChange(tx, {
      actor,
      entityType: FAILED_JOB_ENTITY,
      entityId: row.id,
      action: resolution === 'RETRIED' ? 'RETRY' : 'DISMISS',
      changes: { resolution: { before: null, after: resolution } },
      reason: row.summary,
    });
    return toFailedJobDto(row);
  });
}

export const retryFailedJob = (db: Db, jobs: JobQueue, actor: AuditActor, id: number) =>
  resolveFailedJob(db, jobs, actor, id, 'RETRIED');

export const dismissFailedJob = (db: Db, jobs: JobQueue, actor: AuditActor, id: number) =>
  resolveFailedJob(db, jobs, actor, id, 'DISMISSED');
