import { hash } from 'node:crypto';

/** The content codings a cached answer is kept in besides plain JSON. */
export type ContentCoding = 'br' | 'gzip';

/** How a cached answer is sent and counted, whichever path serves it (public-cache.ts). */
export interface CachedAnswerRoute {
  /** The route's pattern (`/api/products/getProduct/:id`), as metrics label it. */
  route: string;
  /** Its Vary header: a route whose signed-in answer differs also varies with the caller. */
  vary: string;
}

/** A public answer as it is sent: the JSON body, its validator and compressed copies. */
export interface CachedResponse extends CachedAnswerRoute {
  body: Buffer;
  /** A strong ETag (quoted): a hash of the body, so equal bodies on any instance match. */
  etag: string;
  /** The ETag of each compressed copy: a strong validator names one representation. */
  codedEtags: Record<ContentCoding, string>;
  /** Made on first demand and kept with the entry: a hit compresses nothing. */
  encoded: Partial<Record<ContentCoding, Buffer>>;
  /**
   * Called each time the answer is sent (a 304 included), from the cache or not: what a route
   * counts per request (the searches made) counts its cached answers too.
   */
  onServed?: (() => void) | undefined;
}

export function cachedResponseOf(
  json: string,
  { route, vary }: CachedAnswerRoute,
  onServed?: () => void,
): CachedResponse {
  const body = Buffer.from(json);
  const tag = hash('sha1', body, 'base64url');
  return {
    route,
    vary,
    body,
    etag: `"${tag}"`,
    codedEtags: { br: `"${tag}-br"`, gzip: `"${tag}-gzip"` },
    encoded: {},
    onServed,
  };
}

/** One computation of an answer that other requests for the same key may wait on. */
export interface Flight {
  readonly done: Promise<CachedResponse | undefined>;
  /** Stores the answer (undefined: not cacheable) unless the catalogue changed meanwhile. */
  settle(response: CachedResponse | undefined): void;
}

export interface StorefrontCacheOptions {
  enabled: boolean;
  ttlMs: number;
  /** Bounds on what is kept; the oldest entries go first. */
  maxEntries?: number;
  maxBytes?: number;
  /** Milliseconds now; tests move their own clock. */
  now?: () => number;
}

interface Entry {
  response: CachedResponse;
  expiresAt: number;
  bytes: number;
}

interface Value {
  value: Promise<unknown>;
  expiresAt: number;
}

/**
 * The in-process cache of what the catalogue shows (public answers by normalised URL) and of
 * settings read per request. Every entry lives `ttlMs` at most; `clear()` (an admin write, here
 * or on another instance) drops everything at once. A computation that began before a clear
 * is not stored, so an answer read from the database before a change never outlives it.
 */
export class StorefrontCache {
  readonly enabled: boolean;
  readonly ttlMs: number;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #now: () => number;
  #responses = new Map<string, Entry>();
  #flights = new Map<string, Flight>();
  #values = new Map<string, Value>();
  #bytes = 0;
  #generation = 0;

  constructor({
    enabled,
    ttlMs,
    maxEntries = 2000,
    maxBytes = 64 * 1024 * 1024,
    now = Date.now,
  }: StorefrontCacheOptions) {
    this.enabled = enabled;
    this.ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
    this.#now = now;
  }

  /** The fresh answer stored under the key, if any. */
  response(key: string): CachedResponse | undefined {
    return this.lookup(key)?.response;
  }

  /**
   * The fresh answer stored under the key, if any, and whether the caller should compute it
   * anew: in the last quarter of its life, one request renews an entry while the others are
   * still served from it, so a busy entry never expires into a crowd of waiting requests.
   */
  lookup(key: string): { response: CachedResponse; renew: boolean } | undefined {
    const entry = this.#responses.get(key);
    if (!entry) return undefined;
    const left = entry.expiresAt - this.#now();
    if (left <= 0) {
      this.#drop(key, entry);
      return undefined;
    }
    return { response: entry.response, renew: left < this.ttlMs / 4 && !this.#flights.has(key) };
  }

  /** The computation of this key under way, for a request that would otherwise repeat it. */
  flight(key: string): Flight | undefined {
    return this.#flights.get(key);
  }

  /** Starts computing the answer of a key; the caller must settle the flight. */
  begin(key: string): Flight {
    const generation = this.#generation;
    let resolve!: (response: CachedResponse | undefined) => void;
    const done = new Promise<CachedResponse | undefined>((settle) => (resolve = settle));
    const flight: Flight = {
      done,
      settle: (response) => {
        if (this.#flights.get(key) === flight) this.#flights.delete(key);
        if (response && generation === this.#generation) this.#store(key, response);
        resolve(response);
      },
    };
    if (this.enabled) this.#flights.set(key, flight);
    return flight;
  }

  /** A compressed copy was made of an answer: if it is the one stored, count it in the bound. */
  grew(key: string, response: CachedResponse, bytes: number): void {
    const entry = this.#responses.get(key);
    if (entry?.response !== response) return;
    entry.bytes += bytes;
    this.#bytes += bytes;
    this.#evictOverflow();
  }

  /**
   * A value read per request (a setting, the payment methods, a pincode's delivery rule), loaded
   * once per TTL and shared by concurrent callers; past `maxEntries` values the oldest goes.
   * With the cache off, every call loads.
   */
  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.enabled) return load();
    return this.keep(key, load);
  }

  /**
   * As `remember`, with the cache off too: for what is built from the whole catalogue at many
   * times a read's cost (the search lexicon), so that measuring or debugging with the cache off
   * shows what a request costs rather than a rebuild per request. A change clears it all the same.
   */
  async keep<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.#now();
    const known = this.#values.get(key);
    if (known && known.expiresAt > now) return known.value as Promise<T>;
    const value = load();
    const entry = { value, expiresAt: now + this.ttlMs };
    this.#values.delete(key);
    this.#values.set(key, entry);
    // Values keyed by what a shopper sends (a pincode's delivery rule) stay bounded too.
    if (this.#values.size > this.#maxEntries)
      this.#values.delete(this.#values.keys().next().value!);
    value.catch(() => {
      if (this.#values.get(key) === entry) this.#values.delete(key);
    });
    return value;
  }

  /** Forgets every answer and value, and every computation under way. */
  clear(): void {
    this.#generation += 1;
    this.#responses.clear();
    this.#flights.clear();
    this.#values.clear();
    this.#bytes = 0;
  }

  #store(key: string, response: CachedResponse): void {
    if (!this.enabled) return;
    const previous = this.#responses.get(key);
    if (previous) this.#drop(key, previous);
    const bytes = response.body.length;
    this.#responses.set(key, { response, expiresAt: this.#now() + this.ttlMs, bytes });
    this.#bytes += bytes;
    this.#evictOverflow();
  }

  #drop(key: string, entry: Entry): void {
    this.#responses.delete(key);
    this.#bytes -= entry.bytes;
  }

  // Maps iterate in insertion order, so the first key is the oldest entry.
  #evictOverflow(): void {
    while (this.#responses.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      const oldest = this.#responses.entries().next();
      if (oldest.done) return;
      this.#drop(oldest.value[0], oldest.value[1]);
    }
  }
}
