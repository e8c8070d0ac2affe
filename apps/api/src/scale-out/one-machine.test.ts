import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Order, Page, Product } from '@attar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startServer,
  stopAllServers,
  until,
  type ServerProcess,
} from '../../test/server-processes.js';
import { shopperAt } from '../../test/shopper.js';
import { onPostgres } from '../../test/test-app.js';

// The embedded store (PGlite in DATA_DIR) as a user runs it: a real server process, killed
// outright and started again on the same DATA_DIR, then stopped with SIGTERM while a request is
// under way. Runs without PostgreSQL or Redis.

const dataDir = mkdtempSync(join(tmpdir(), 'attar-one-machine-'));
const embedded = {
  DATA_DIR: dataDir,
  DATABASE_URL: undefined,
  REDIS_URL: undefined,
  JWT_SECRET: undefined,
};
const email = 'anaya.restart@example.in';
const password = 'correct horse battery';

let server: ServerProcess;
let token: string;
let placed: Order;

afterAll(async () => {
  await stopAllServers();
  rmSync(dataDir, { recursive: true, force: true });
});

// Nothing here uses PostgreSQL: the run of the API tests on PostgreSQL leaves it out.
describe.skipIf(onPostgres)('the embedded store on one machine', () => {
  beforeAll(async () => {
    server = await startServer(embedded);
    await server.opened();
  }, 60_000);

  it('starts again after SIGKILL on the same DATA_DIR, with its data (the lock left behind is stale)', async () => {
    const shop = shopperAt(server.url);
    expect((await shop.signUp(email, password)).status).toBe(201);
    token = await shop.signIn(email, password);
    const products = (await shop.call('/api/products/getAll?size=1')).json<Page<Product>>();
    const items = [{ productId: products.content[0]!.id, quantity: 1 }];
    const paymentMethodId = await shop.cashOnDeliveryId();
    placed = shop.orderOf(
      await shop.placeOrder(token, {
        shippingAddressId: await shop.addAddress(token),
        paymentMethodId,
        totalAmount: await shop.quoteTotal(items, paymentMethodId),
        items,
      }),
    );

    server.child.kill('SIGKILL');
    expect((await server.exited).signal).toBe('SIGKILL');
    // Killed outright, it could not give its lock back: the next start must see it is stale.
    expect(existsSync(join(dataDir, 'db', 'attar.lock'))).toBe(true);

    server = await startServer(embedded);
    await server.opened();
    expect(server.output()).not.toContain('demo catalogue seeded');
    const again = shopperAt(server.url);
    // The token signed before the crash still works: the secret is kept in DATA_DIR too.
    const mine = await again.call('/api/order/my-orders/search', { token });
    expect(mine.status).toBe(200);
    expect(mine.json<Page<Order>>().content.map((order) => order.orderNumber)).toEqual([
      placed.orderNumber,
    ]);
    expect(await again.signIn(email, password)).toEqual(expect.any(String));
  }, 60_000);

  it('drains on SIGTERM: a request under way is answered, new connections are refused, exit 0', async () => {
    expect(server.isRunning()).toBe(true);
    // A keep-alive connection left idle must not hold the shutdown up (72 s keep-alive timeout).
    const agent = new Agent({ keepAlive: true });
    const idle = await new Promise<Socket>((resolve, reject) => {
      get(`${server.url}/api/health`, { agent }, (answer) => {
        const socket = answer.socket;
        answer.resume();
        answer.on('end', () => resolve(socket));
      }).on('error', reject);
    });
    const idleSocketClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));

    // A sign-in whose body is still arriving, as from a slow phone: the server has taken the
    // request (it answered "100 Continue") when the stop comes.
    const body = JSON.stringify({ email, password });
    const slow = connect(server.port, '127.0.0.1');
    let received = '';
    slow.on('data', (chunk: Buffer) => (received += chunk.toString()));
    slow.on('error', (error) => (received += `\n(connection error: ${error.message})`));
    const slowClosed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
    slow.write(
      [
        'POST /api/signin HTTP/1.1',
        `Host: 127.0.0.1:${server.port}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Expect: 100-continue',
        '',
        '',
      ].join('\r\n'),
    );
    await until(
      '100 Continue',
      () => (received.includes('100 Continue') ? true : undefined),
      10_000,
      20,
    );
    slow.write(body.slice(0, 10));

    server.child.kill('SIGTERM');
    await until(
      'new connections to be refused',
      () => connectionRefused(server.port).then((refused) => (refused ? true : undefined)),
      10_000,
      50,
    );
    await idleSocketClosed;
    expect(server.isRunning()).toBe(true);

    // The rest of the body, on a connection the client keeps open as a browser would.
    slow.write(body.slice(10));
    const answer = await until(
      'the answer to the sign-in',
      () => httpAnswerIn(received),
      10_000,
      20,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers).toContain('connection: close');
    expect(JSON.parse(answer.body)).toMatchObject({ token: expect.any(String) });
    const exit = await Promise.race([
      server.exited,
      new Promise((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
    ]);
    expect(exit).toEqual({ code: 0, signal: null });
    await slowClosed;
    agent.destroy();
  }, 40_000);
});

/** True when nothing accepts a TCP connection on the port any more. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** The final answer in what a raw connection received (after any "100 Continue"), once whole. */
function httpAnswerIn(
  received: string,
): { status: number; headers: string; body: string } | undefined {
  const start = received.lastIndexOf('HTTP/1.1 ');
  const headEnd = received.indexOf('\r\n\r\n', start);
  if (start === -1 || headEnd === -1) return undefined;
  const head = received.slice(start, headEnd);
  const status = Number(head.slice(9, 12));
  if (status === 100) return undefined;
  const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0);
  const body = received.slice(headEnd + 4);
  if (Buffer.byteLength(body) < length) return undefined;
  return { status, headers: head.toLowerCase(), body };
}
