import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';

/**
 * A small reverse proxy for tests of several API instances, standing in for the load balancer
 * of a deployment: it listens on 127.0.0.1 (an ephemeral port) and sends each request to the
 * next upstream in turn, adding the client's address to X-Forwarded-For as nginx does.
 * An upstream that refuses the connection (a stopped process) is skipped, as a balancer's
 * "next upstream on connection error" does: the request never reached it, so sending it to
 * another cannot do it twice. A request cut off once sent is answered 502 and not retried,
 * since the upstream may have acted on it. Each answer names its upstream in X-Served-By.
 */

export interface RoundRobinProxy {
  /** http://127.0.0.1:PORT */
  readonly url: string;
  close(): Promise<void>;
}

// Hop-by-hop headers (RFC 9110 section 7.6.1) belong to one connection, not the message.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
]);

function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase())),
  );
}

function badGateway(response: ServerResponse, message: string) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(502, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ status: 502, error: 'Bad Gateway', message }));
}

export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('a proxy needs at least one upstream');
  let next = 0;

  const forward = (
    incoming: IncomingMessage,
    body: Buffer,
    response: ServerResponse,
    upstream: number,
    triesLeft: number,
  ) => {
    const target = new URL(incoming.url ?? '/', upstreams[upstream]);
    const client = incoming.socket.remoteAddress ?? 'unknown';
    const forwardedFor = incoming.headers['x-forwarded-for'];
    const headers = endToEnd(incoming.headers);
    delete headers['transfer-encoding'];
    const outgoing = httpRequest(target, {
      method: incoming.method,
      // A connection per request: a pooled socket to a process that was killed would fail
      // the next request in a way that cannot be told from a request cut off mid-way.
      agent: false,
      headers: {
        ...headers,
        'content-length': String(body.length),
        'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${client}` : client,
        'x-forwarded-proto': 'http',
      },
    });
    outgoing.on('response', (answer) => {
      response.writeHead(answer.statusCode ?? 502, {
        ...endToEnd(answer.headers),
        'x-served-by': String(upstream),
      });
      answer.pipe(response);
      answer.on('error', () => response.destroy());
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && triesLeft > 1) {
        forward(incoming, body, response, (upstream + 1) % upstreams.length, triesLeft - 1);
        return;
      }
      badGateway(response, `upstream ${upstream}: ${error.code ?? error.message}`);
    });
    outgoing.end(body);
  };

  const server = createServer((incoming, response) => {
    const upstream = next;
    next = (next + 1) % upstreams.length;
    // The body is read whole first (as nginx buffers it), so that it can go to another
    // upstream when the first refuses the connection.
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () =>
      forward(incoming, Buffer.concat(chunks), response, upstream, upstreams.length),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
