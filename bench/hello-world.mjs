// The baseline of api-throughput.mjs: a plain Fastify "hello world", in as many processes as
// the store runs (WORKERS, default 1), so that the store's figures are read as a share of what
// the same processes do when they do nothing. Prints "listening" once every process listens.
import cluster from 'node:cluster';
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
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
  if (!cluster.isWorker) console.log('listening');
}
