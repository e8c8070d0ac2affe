// The baseline of api-throughput.mjs: a plain Fastify "hello world", in as many processes as
// the store runs (WORKERS, default 1), so that the store's figures are read as a share of what
// the same processes do when they do nothing. Prints "listening" once every process listens.
// ANSWERS_FILE names a JSON file of { path: { headers, body } }: each path (its query ignored)
// then answers that body with those headers, the same bytes the store sends, with no work behind
// them.
import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import Fastify from 'fastify';

const requested = process.env.WORKERS ?? '1';
const workers = requested === 'auto' ? availableParallelism() : Number(requested);
const port = Number(process.env.PORT ?? 4393);

if (cluster.isPrimary && workers > 1) {
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) console.log('listening');
  });
  for (let index = 0; index < workers; index += 1) cluster.fork();
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
} else {
  const app = Fastify();
  app.get('/', async () => ({ hello: 'world' }));
  const answers = process.env.ANSWERS_FILE ? JSON.parse(readFileSync(process.env.ANSWERS_FILE, 'utf8')) : {};
  for (const [path, { headers, body }] of Object.entries(answers)) {
    const bytes = Buffer.from(body);
    app.get(path.split('?')[0], (_request, reply) => {
      reply.headers(headers).send(bytes);
    });
  }
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  if (!cluster.isWorker) console.log('listening');
}
