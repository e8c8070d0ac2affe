import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onResponseHookHandler,
  onSendHookHandler,
} from 'fastify';
import {
  cachedResponseOf,
  type CachedResponse,
  type ContentCoding,
  type Flight,
  type StorefrontCache,
} from './storefront-cache.js';

/**
 * Who a cached answer may be served to:
 * - `everyone`: the route answers alike whoever asks (no `access`), so one entry serves all;
 * - `visitors`: the route answers a signed-in caller differently (`access: 'optional'`), so only
 *   requests without a token are cached and served from the cache.
 */
export type PublicCacheScope = 'everyone' | 'visitors';

interface CacheState {
  key: string;
  /** Null when the cache is off or the request is a signed-in one on a `visitors` route. */
  flight: Flight | null;
  shared: boolean;
  /** The route's Vary header (a `visitors` answer also varies with the caller). */
  vary: string;
  /** Set by a handler that counts its answers: kept with the entry, called on every answer. */
  onServed?: () => void;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Cache this GET's 200 answers in process, with ETag and Cache-Control (lib/public-cache). */
    publicCache?: PublicCacheScope;
  }
  interface FastifyRequest {
    publicCache: CacheState | null;
  }
}

/**
 * Browsers keep nothing without asking (max-age=0 and an ETag: a 304 costs a few hundred
 * bytes); a CDN may reuse an answer for one second, and never past it (must-revalidate, no
 * stale-while-revalidate): a price an admin changed is nowhere older than a second.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, must-revalidate';
/** A signed-in caller's own answer: their browser may keep it and must revalidate it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

// The app's compression threshold and brotli quality (app.ts); compressed once per entry.
const COMPRESS_FROM_BYTES = 1024;
const BROTLI_QUALITY = 4;
const JSON_TYPE = 'application/json; charset=utf-8';

// Clients repeat the same few URLs: each one's key is remembered rather than its query parsed
// and sorted again. Bounded in count and length, so random queries cannot grow it.
const keyByUrl = new Map<string, string>();
const REMEMBERED_URLS = 500;
const REMEMBERED_URL_LENGTH = 512;

/** The request's path with its query parameters sorted, so `?b=1&a=2` and `?a=2&b=1` share. */
export function cacheKeyOf(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const known = keyByUrl.get(url);
  if (known !== undefined) return known;
  const params = new URLSearchParams(url.slice(query + 1));
  params.sort();
  const key = `${url.slice(0, query)}?${params.toString()}`;
  if (url.length <= REMEMBERED_URL_LENGTH) {
    if (keyByUrl.size >= REMEMBERED_URLS) keyByUrl.clear();
    keyByUrl.set(url, key);
  }
  return key;
}

// Browsers send the same few Accept-Encoding values over and over; remember what each meant.
const codingByHeader = new Map<string, ContentCoding | null>();

/** Brotli when the client takes it, else gzip, else none (a coding with q=0 is refused). */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const known = codingByHeader.get(header);
  if (known !== undefined) return known;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(name);
  }
  const coding = accepted.has('br')
    ? 'br'
    : accepted.has('gzip') || accepted.has('*')
      ? 'gzip'
      : null;
  if (codingByHeader.size < 64) codingByHeader.set(header, coding);
  return coding;
}

/**
 * If-None-Match names this answer (any of its codings: a browser revalidates the copy it got).
 * Tags are hashes, so a plain substring test is exact enough.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.trim() === '*' || header.includes(etag.slice(1, -1));
}

function encodedBody(response: CachedResponse, coding: ContentCoding): Buffer {
  const known = response.encoded[coding];
  if (known) return known;
  const body =
    coding === 'br'
      ? brotliCompressSync(response.body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
        })
      : gzipSync(response.body);
  response.encoded[coding] = body;
  return body;
}

/** What a request asks of a cached answer: who may keep it, and the codings and copy it has. */
export interface CachedAnswerRequest {
  /** False for a signed-in caller's own answer (only their browser may keep it). */
  shared: boolean;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
}

/** What to send for a cached answer: its status, headers, and body (null for a 304). */
export interface CachedAnswer {
  statusCode: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * The answer to send from a cached response: the validators and caching headers, and a 304
 * or the body in the best coding the client takes. Both paths that serve the cache use it
 * (the hooks below, and cached-hit-server.ts before Fastify), so they answer alike.
 */
export function cachedAnswer(
  cache: StorefrontCache,
  key: string,
  response: CachedResponse,
  request: CachedAnswerRequest,
): CachedAnswer {
  response.onServed?.();
  const coding =
    response.body.length >= COMPRESS_FROM_BYTES ? preferredCoding(request.acceptEncoding) : null;
  const headers: Record<string, string> = {
    'content-type': JSON_TYPE,
    'cache-control': request.shared ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
    vary: response.vary,
    // A strong validator names one representation: each coding has its own tag.
    etag: coding ? response.codedEtags[coding] : response.etag,
  };
  if (matchesIfNoneMatch(request.ifNoneMatch, response.etag)) {
    return { statusCode: 304, headers, body: null };
  }
  if (!coding) return { statusCode: 200, headers, body: response.body };
  const hadCopy = response.encoded[coding] !== undefined;
  const body = encodedBody(response, coding);
  if (!hadCopy) cache.grew(key, response, body.length);
  headers['content-encoding'] = coding;
  return { statusCode: 200, headers, body };
}

/** Sets the answer's status and headers on the reply; returns the body to send. */
function prepare(
  request: FastifyRequest,
  reply: FastifyReply,
  state: CacheState,
  response: CachedResponse,
  cache: StorefrontCache,
): Buffer | null {
  const answer = cachedAnswer(cache, state.key, response, {
    shared: state.shared,
    acceptEncoding: request.headers['accept-encoding'],
    ifNoneMatch: request.headers['if-none-match'],
  });
  reply.code(answer.statusCode).headers(answer.headers);
  return answer.body;
}

/**
 * Adds the cache to every route declaring `config.publicCache`: a fresh entry is answered
 * before the query is even validated, concurrent misses of one key wait for the first, an entry
 * near its end is renewed by one request while the others still get it, and a 200 is stored as
 * serialised. Responses carry ETag and Cache-Control, and If-None-Match is answered 304, also
 * with the cache off. Register before the routes (and after compression, which this leaves
 * alone by sending bodies already coded).
 *
 * Over HTTP most hits never reach these hooks: lib/cached-hit-server.ts answers them before
 * Fastify with the same `cachedAnswer`. The hooks still answer the hits it leaves (a caller
 * with a token on an `everyone` route, app.inject) and are the only code that stores entries.
 *
 * The hooks take callbacks rather than being async: a hit is answered within the request's
 * first turn, without the promises (and the reply's `then`, which listens for the end of the
 * response) that an async hook returning the reply costs on every request.
 */
export function registerPublicCache(app: FastifyInstance, cache: StorefrontCache) {
  app.decorateRequest('publicCache', null);

  const respond = (
    request: FastifyRequest,
    reply: FastifyReply,
    state: CacheState,
    response: CachedResponse,
  ): void => {
    const body = prepare(request, reply, state, response, cache);
    // send(null) would serialise "null"; a 304 has no body at all.
    if (body === null) reply.send();
    else reply.send(body);
  };

  const serveFromCacheFor = (scope: PublicCacheScope): onRequestHookHandler => {
    const vary = scope === 'visitors' ? 'accept-encoding, authorization' : 'accept-encoding';
    return (request, reply, done) => {
      const shared = scope === 'everyone' || !request.headers.authorization;
      const state: CacheState = { key: cacheKeyOf(request.url), flight: null, shared, vary };
      if (!shared || !cache.enabled) {
        request.publicCache = state;
        done();
        return;
      }
      const compute = () => {
        state.flight = cache.begin(state.key);
        request.publicCache = state;
        done();
      };
      const found = cache.lookup(state.key);
      if (found && !found.renew) {
        respond(request, reply, state, found.response);
        return;
      }
      const underWay = found ? undefined : cache.flight(state.key);
      if (!underWay) {
        compute();
        return;
      }
      // A flight only ever resolves: with the answer, or undefined when it was not cacheable.
      void underWay.done.then((computed) => {
        if (!computed) {
          compute();
          return;
        }
        try {
          respond(request, reply, state, computed);
        } catch (error) {
          done(error as Error);
        }
      });
    };
  };

  const storeAndEncode: onSendHookHandler = (request, reply, payload, done) => {
    const state = request.publicCache;
    if (!state) {
      done(null, payload);
      return;
    }
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      state.flight?.settle(undefined);
      done(null, payload);
      return;
    }
    const response = cachedResponseOf(
      payload,
      { route: request.routeOptions.url ?? request.url, vary: state.vary },
      state.onServed,
    );
    state.flight?.settle(response);
    done(null, prepare(request, reply, state, response, cache));
  };

  // A request that ends without a body to store (an error mid-way) must not leave waiters.
  const releaseWaiters: onResponseHookHandler = (request, _reply, done) => {
    request.publicCache?.flight?.settle(undefined);
    done();
  };

  // Plain JSON.stringify: the handlers build these bodies from typed rows, and the response
  // schema stays for the OpenAPI document. Checking every body again with zod took about a
  // fourteenth of a list request's CPU.
  const stringify = () => (data: unknown) => JSON.stringify(data);
  const serveFromCache: Record<PublicCacheScope, onRequestHookHandler> = {
    everyone: serveFromCacheFor('everyone'),
    visitors: serveFromCacheFor('visitors'),
  };

  app.addHook('onRoute', (route) => {
    const scope = route.config?.publicCache;
    if (!scope) return;
    const access = route.config?.access;
    if (scope === 'everyone' ? access !== undefined : access !== 'optional') {
      throw new Error(
        `${route.method} ${route.url}: publicCache '${scope}' needs ${scope === 'everyone' ? 'a route open to all' : "access: 'optional'"}; an answer cached for everyone must not depend on who asks`,
      );
    }
    route.serializerCompiler = stringify;
    route.onRequest = [serveFromCache[scope], ...(route.onRequest ? [route.onRequest].flat() : [])];
    route.onSend = [storeAndEncode, ...(route.onSend ? [route.onSend].flat() : [])];
    route.onResponse = [...(route.onResponse ? [route.onResponse].flat() : []), releaseWaiters];
  });
}
