import {
  failedJobSchema,
  failedJobsQuerySchema,
  idParamSchema,
  pageSchema,
} from '@attar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { currentUser } from '../../lib/auth-guard.js';
import * as failedJobs from './failed-jobs.service.js';

/**
 * Background jobs that failed for good (docs/architecture.md, "Background jobs"): listed under the
 * admin's settings, where an admin retries one (its data is enqueued again) or dismisses it.
 */
export const failedJobRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, jobs }) => {
  app.get(
    '/admin/jobs/failed',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['jobs', 'admin'],
        summary:
          'Background jobs whose every retry failed, newest first (status=open: not yet retried or dismissed)',
        querystring: failedJobsQuerySchema,
        response: { 200: pageSchema(failedJobSchema) },
      },
    },
    async (request) => failedJobs.listFailedJobs(db, request.query),
  );

  app.post(
    '/admin/jobs/failed/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['jobs', 'admin'],
        summary:
          'Run a failed job again with the same data; 409 JOB_ALREADY_RESOLVED once retried or dismissed',
        params: idParamSchema,
        response: { 200: failedJobSchema },
      },
    },
    async (request) => failedJobs.retryFailedJob(db, jobs, currentUser(request), request.params.id),
  );

  app.post(
    '/admin/jobs/failed/:id/dismiss',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['jobs', 'admin'],
        summary:
          'Put a failed job out of the open list without running it; 409 JOB_ALREADY_RESOLVED once retried or dismissed',
        params: idParamSchema,
        response: { 200: failedJobSchema },
      },
    },
    async (request) =>
      failedJobs.dismissFailedJob(db, jobs, currentUser(request), request.params.id),
  );
};
