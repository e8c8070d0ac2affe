import {
  createServer,
  type IncomingMessage,
  type Server,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import type { StoreMetrics } from './metrics.js';
import { cacheKeyOf, cachedAnswer } from './public-cache.js';
import { completedLine, REQUEST_COMPLETED } from './request-log.js';
import type { SecurityHeadersFor } from './security-headers.js';
import type { StorefrontCache } from './storefront-cache.js';

/** The options Fastify hands a server factory that a server it made itself would have. */
interface FactoryOptions {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number | null;
}

// The levels at which a request's completion line is written (request-log.ts writes it at info).
const LOGGED_AT_INFO = new Set(['trace', 'debug', 'info']);

/** What answering a hit needs of the app, known once the app is built (app.ts). */
export interface CachedHitServing {
  cache: StorefrontCache;
  securityHeadersFor: SecurityHeadersFor;
  /** The app's request ids (Fastify's genReqId), for the answer's x-request-id and its log line. */
  requestId: () => string;
  log: FastifyBaseLogger;
  metrics: StoreMetrics | null;
}

/**
 * Answers fresh public-cache hits in Node's HTTP server, before Fastify (decision 0035). A hit
 * needs no routing, validation, hooks or reply object: it is a stored body and its headers.
 * Through Fastify such a request cost about half again what a bare Fastify costs to send the
 * same bytes; here it costs about the same as that bare Fastify (CPU per request, measured in
 * decision 0035).
 *
 * Only what the public-cache hook would answer from the cache the same way is answered here: a
 * GET without an Authorization header whose key holds a fresh entry that is not due for renewal.
 * Everything else (misses, renewals, signed-in callers, HEAD, and all requests once the app is
 * closing) goes to Fastify, whose public-cache hook stays the one that computes and stores
 * entries. The headers, log line and metrics are the ones the Fastify path gives a hit.
 */
export class CachedHitServer {
  #serving: CachedHitServing | null = null;

  /** For Fastify's `serverFactory`: the HTTP server Fastify would make, with hits answered first. */
  readonly serverFactory: FastifyServerFactory<Server> = (fastifyHandler, factoryOptions) => {
    const options = factoryOptions as FactoryOptions;
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!this.#answered(request, response)) fastifyHandler(request, response);
    });
    // What Fastify sets on a server it makes itself (its defaults: keep-alive 72 s, no request
    // or connection timeout).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** Starts answering hits (before, every request goes to Fastify). */
  serve(serving: CachedHitServing): void {
    this.#serving = serving;
  }

  /**
   * Stops answering hits: from the app's preClose on, Fastify answers every request, so a
   * closing app's answers are the ones Fastify gives (connection: close, 503 once closed).
   */
  stop(): void {
    this.#serving = null;
  }

  #answered(request: IncomingMessage, response: ServerResponse): boolean {
    const serving = this.#serving;
    const url = request.url;
    if (
      serving === null ||
      url === undefined ||
      request.method !== 'GET' ||
      request.headers.authorization !== undefined
    ) {
      return false;
    }
    const key = cacheKeyOf(url);
    const found = serving.cache.lookup(key);
    if (!found || found.renew) return false;
    const started = performance.now();
    const answer = cachedAnswer(serving.cache, key, found.response, {
      shared: true,
      acceptEncoding: request.headers['accept-encoding'],
      ifNoneMatch: request.headers['if-none-match'],
    });
    const id = serving.requestId();
    // Node's flat [name, value, ...] form: no object is built and merged per answer.
    const headers: string[] = [];
    for (const part of [serving.securityHeadersFor(url), answer.headers]) {
      for (const name in part) headers.push(name, part[name]!);
    }
    headers.push('x-request-id', id);
    if (answer.body) headers.push('content-length', String(answer.body.length));
    response.writeHead(answer.statusCode, headers);
    response.end(answer.body ?? undefined);
    const elapsedMs = performance.now() - started;
    if (LOGGED_AT_INFO.has(serving.log.level)) {
      serving.log.info(
        { reqId: id, ...completedLine('GET', url, answer.statusCode, elapsedMs) },
        REQUEST_COMPLETED,
      );
    }
    serving.metrics?.observe('GET', found.response.route, answer.statusCode, elapsedMs / 1000);
    return true;
  }
}
