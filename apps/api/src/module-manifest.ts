import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import type { JobDefinition } from './jobs/job-queue.js';

export type RoutePlugin = FastifyPluginAsyncZod<AppContext>;

/**
 * What a module or a flow adds to the app. buildApp registers the manifests of app-manifests.ts
 * in their order, so that a module's routes and jobs are listed once, next to its code.
 */
export interface Manifest {
  name: string;
  /** Route plugins under /api, registered in this order. */
  routes?: RoutePlugin[];
  /** Route plugins at the root of the site (image files, sitemap, metrics, sign-in provider). */
  rootRoutes?: { plugin: RoutePlugin; prefix?: string }[];
  /** The module's background jobs, defined on the queue before it starts. */
  jobs?: (context: AppContext) => JobDefinition<unknown>[];
}
