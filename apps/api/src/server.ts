import { join } from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemoCatalogue } from './db/seed/index.js';
import { webDistDir } from './lib/paths.js';
import { ensureAdminAccount } from './modules/users/users.service.js';

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

async function main() {
  const startedAt = performance.now();
  const config = readConfig();
  const database = await openDatabase(config);
  await database.migrate();
  const admin = await ensureAdminAccount(database.db, config.admin);
  const seed = await seedDemoCatalogue(database.db, { mediaDir: join(config.dataDir, 'media') });

  const app = await buildApp(config, database, { webDistDir });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: config.port, host: config.host });

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = [
    '',
    `  Attar House is open at http://${shownHost}:${config.port}  (ready in ${seconds}s)`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${config.pgliteDir})` : 'PostgreSQL'}${seed.seeded ? ', demo catalogue seeded' : ''}`,
    `  API docs: http://${shownHost}:${config.port}/api/docs`,
  ];
  if (admin.status === 'created') {
    lines.push(`  Admin sign-in: ${admin.email}`);
    if (admin.generatedPassword) {
      lines.push(`  One-time admin password: ${admin.generatedPassword}  (shown only now; keep it safe)`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error('Attar House could not start:', error);
  process.exit(1);
});
