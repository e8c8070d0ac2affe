import { randomInt } from 'node:crypto';
import { request, type IncomingHttpHeaders } from 'node:http';

/**
 * HTTP calls to real server processes, from a chosen local address: the whole 127.0.0.0/8
 * block is loopback on Linux, so a test can be a shopper of its own address, and counters kept
 * per client address (rate limits, in a Redis other test runs share) are the test's alone.
 */

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text(): string;
  json<T = Record<string, unknown>>(): T;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON. */
  json?: unknown;
  body?: Buffer;
  headers?: Record<string, string>;
  /** A bearer token. */
  token?: string;
  /** The local address to connect from (127.x.y.z). */
  from?: string;
}

/** A loopback address other than 127.0.0.1, different on each call with near certainty. */
export function randomLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** One request on a connection of its own; rejects only when no answer came (refused, cut off). */
export function httpCall(url: string, options: CallOptions = {}): Promise<HttpAnswer> {
  const body =
    options.json === undefined ? options.body : Buffer.from(JSON.stringify(options.json));
  const headers: Record<string, string> = {
    ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...(body ? { 'content-length': String(body.length) } : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      agent: false,
      localAddress: options.from,
    });
    outgoing.on('error', reject);
    outgoing.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', reject);
      answer.on('end', () => {
        const received = Buffer.concat(chunks);
        resolve({
          status: answer.statusCode ?? 0,
          headers: answer.headers,
          body: received,
          text: () => received.toString('utf8'),
          json: <T>() => JSON.parse(received.toString('utf8')) as T,
        });
      });
    });
    outgoing.end(body);
  });
}

/** A multipart/form-data body and its content type, encoded the way fetch encodes FormData. */
export async function multipartBody(
  form: FormData,
): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}
