import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { QueueStats } from '../jobs/job-queue.js';

// The route of a request no route matched (unknown paths, the web app's fallback): one label
// value for all of them, so that probing random URLs cannot grow the number of series.
const UNMATCHED_ROUTE = 'unmatched';

type HttpLabels = 'method' | 'route' | 'status_class';
type HttpSeries = Record<HttpLabels, string>;

/**
 * The store's Prometheus metrics, one registry per app (tests build many apps in a process).
 * Exists only when METRICS_TOKEN is set; otherwise AppContext carries null and nothing is measured.
 */
export class StoreMetrics {
  readonly registry = new Registry();

  // The labels of each series, made once: route pattern -> method -> status class (1 to 9).
  // Routes and methods are finite (unknown paths share one route), so this stays small.
  private readonly seriesByRoute = new Map<string, Map<string, HttpSeries[]>>();
  // Requests answered per series, counted here and handed to the counter when scraped: a
  // request then costs a map update instead of prom-client's label checks and hashing.
  private readonly answered = new Map<HttpSeries, number>();

  private readonly httpRequests: Counter<HttpLabels> = new Counter<HttpLabels>({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    registers: [this.registry],
    collect: () => {
      this.httpRequests.reset();
      for (const [series, count] of this.answered) this.httpRequests.inc(series, count);
    },
  });

  private readonly httpDuration = new Histogram<HttpLabels>({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    registers: [this.registry],
  });

  private readonly ordersPlaced = new Counter({
    name: 'attar_orders_placed_total',
    help: 'Orders placed (answered 201; a replayed Idempotency-Key is not a new order)',
    registers: [this.registry],
  });

  private readonly queueJobs = new Gauge<'queue' | 'state'>({
    name: 'attar_queue_jobs',
    help: 'Background jobs waiting (queued, retries included) or running (active), per queue, read at scrape time',
    labelNames: ['queue', 'state'],
    registers: [this.registry],
  });

  private readonly queueFailed = new Gauge<'queue'>({
    name: 'attar_queue_failed_jobs',
    help: 'Background jobs failed for good, per queue, as the queue counts them at scrape time',
    labelNames: ['queue'],
    registers: [this.registry],
  });

  private readonly queueUp = new Gauge({
    name: 'attar_queue_up',
    help: '1 when the job queue answered its counts at this scrape, 0 when it did not',
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts one answered request; called from the onResponse hook. */
  observeResponse(request: FastifyRequest, reply: FastifyReply): void {
    this.observe(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  }

  /** Counts one answered request of a route pattern (also for answers sent before Fastify). */
  observe(method: string, route: string, statusCode: number, seconds: number): void {
    const series = this.seriesOf(method, route, statusCode);
    this.answered.set(series, (this.answered.get(series) ?? 0) + 1);
    this.httpDuration.observe(series, seconds);
  }

  private seriesOf(method: string, route: string, statusCode: number): HttpSeries {
    let byMethod = this.seriesByRoute.get(route);
    if (!byMethod) this.seriesByRoute.set(route, (byMethod = new Map()));
    let byClass = byMethod.get(method);
    if (!byClass) byMethod.set(method, (byClass = []));
    const statusClass = Math.floor(statusCode / 100);
    return (byClass[statusClass] ??= { method, route, status_class: `${statusClass}xx` });
  }

  /** Counts an order the store acknowledged with 201. */
  orderPlaced(): void {
    this.ordersPlaced.inc();
  }

  /** Replaces the queue gauges with counts just read, or empties them (and says so) when none could be. */
  recordQueueStats(stats: QueueStats[] | null): void {
    // Reset first: a queue that no longer exists must not keep its last value.
    this.queueJobs.reset();
    this.queueFailed.reset();
    this.queueUp.set(stats ? 1 : 0);
    for (const queue of stats ?? []) {
      this.queueJobs.set({ queue: queue.name, state: 'queued' }, queue.queued);
      this.queueJobs.set({ queue: queue.name, state: 'active' }, queue.active);
      this.queueFailed.set({ queue: queue.name }, queue.failed);
    }
  }

  /** The Prometheus text exposition of every metric of this app. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/**
 * Turns metrics on when a token is configured: measures every request from now on (call it
 * before routes are added). Off, it adds nothing and answers null, so a request costs nothing.
 */
export function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
): StoreMetrics | null {
  if (!token) return null;
  const metrics = new StoreMetrics();
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeResponse(request, reply);
    done();
  });
  return metrics;
}
