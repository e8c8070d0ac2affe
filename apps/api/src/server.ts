import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { seedDemoCatalogue } from './db/seed/index.js';
import { webDistDir } from './lib/paths.js';
import { ensureAdminAccount } from './modules/users/users.service.js';
import { offerConfiguredGateway } from './modules/payments/payments.service.js';
import { planWorkers, superviseWorkers } from './workers.js';

function readConfig(): AppConfig {
  try {
    if (typeof process.loadEnvFile === 'function') {
      try {
        process.loadEnvFile();
      } catch {
        // No .env file: the environment alone configures the server.
      }
    }
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

// How long the requests in flight get to finish once a stop is asked for; past it the process
// exits anyway. Below the 30 s an orchestrator (Kubernetes, ECS) waits before it kills.
const DRAIN_TIMEOUT_MS = 25_000;

/**
 * Builds the app on an opened database and listens. SIGTERM and SIGINT drain it: no new
 * connections, idle keep-alive ones closed, requests in flight answered (Fastify's close), then
 * exit 0; after DRAIN_TIMEOUT_MS the process exits with 1 whatever is still running.
 */
async function serve(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = await buildApp(config, database, { webDistDir });
  let closing = false;
  // A second signal (Ctrl-C reaches `npm start` and the server alike) changes nothing.
  const close = (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ reason }, 'shutting down: finishing the requests in flight');
    setTimeout(() => {
      app.log.error(`requests still running after ${DRAIN_TIMEOUT_MS / 1000} s: exiting anyway`);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutting down failed');
        process.exit(1);
      },
    );
  };
  // Closing stops new connections and ends idle ones, but a keep-alive connection whose request
  // was under way would stay open after its answer (and hold the exit up for the keep-alive
  // timeout): answers sent while draining close their connection.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => close(signal));
  // A worker whose supervisor is gone (killed outright) must not linger holding the port.
  if (cluster.isWorker) process.once('disconnect', () => close('supervisor gone'));
  await app.listen({ port: config.port, host: config.host });
  return app;
}

/**
 * Turns V8's allocation-site pretenuring off, before the server allocates anything per request.
 * With it on, about half of the processes started went, under load, into a state where one
 * literal per request outlived two scavenges: about 1.5 MB promoted per scavenge, a full
 * collection every 2-3 s, and the GC's threads taking a tenth of a core. A cached product then
 * cost 45-60 us of CPU instead of 22-30. With it off, none of the processes did (decision 0035).
 */
function tuneGarbageCollector() {
  setFlagsFromString('--no-allocation-site-pretenuring');
}

async function main() {
  tuneGarbageCollector();
  const startedAt = performance.now();
  const config = readConfig();
  if (cluster.isWorker) {
    // The supervisor migrated and seeded the database before forking this worker.
    await serve(config, await openDatabase(config));
    return;
  }
  const plan = planWorkers(config, availableParallelism());
  const database = await openDatabase(config);
  await database.migrate();
  const admin = await ensureAdminAccount(database.db, config.admin);
  const seed = await seedDemoCatalogue(database.db, {
    mediaDir: join(config.dataDir, 'media'),
    s3: config.s3,
  });
  await offerConfiguredGateway(database.db, config.razorpay ? 'razorpay' : 'test');
  if (plan.count === 1) {
    await serve(config, database);
  } else {
    await database.close();
    await superviseWorkers({ count: plan.count, log: (message) => console.log(`  ${message}`) });
  }

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  Attar House is open at http://${shownHost}:${config.port}  (ready in ${seconds}s)`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${config.pgliteDir})` : 'PostgreSQL'}${seed.seeded ? ', demo catalogue seeded' : ''}`,
    `  Processes: ${plan.count === 1 ? 'one' : `${plan.count} workers (WEB_CONCURRENCY)`}${plan.note ? `; ${plan.note}` : ''}`,
    `  API docs: http://${shownHost}:${config.port}/api/docs`,
  ];
  if (admin.status === 'created') {
    lines.push(`  Admin sign-in: ${admin.email}`);
    if (admin.generatedPassword) {
      lines.push(
        `  One-time admin password: ${admin.generatedPassword}  (shown only now; keep it safe)`,
      );
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Attar House could not start:', error);
  process.exit(1);
});
