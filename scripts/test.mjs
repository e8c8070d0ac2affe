// `npm test`: type-check, lint, unit and API tests on PGlite, the API tests again on
// PostgreSQL when TEST_DATABASE_URL is set, then the Playwright journeys against the built app.
// Ends with one line counting every test that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

// Vitest runs one test file fewer at once than the machine has cores: one at a time on two
// cores, while much of a file's time is spent waiting on PostgreSQL, on a server process or on
// a timer. Two at once took a 2-core machine's API tests on PostgreSQL from 5m40s to 3m50s and
// the PGlite step from 9m56s to 7m07s.
const vitestWorkers = `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`;

const steps = [
  { name: 'type-check', command: npm, args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
  {
    name: 'unit and API tests (PGlite)',
    command: npx,
    args: ['vitest', 'run', vitestWorkers, '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest-pglite.json')}`],
    report: { kind: 'vitest', file: 'vitest-pglite.json' },
  },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'API tests (PostgreSQL)',
    command: npx,
    args: ['vitest', 'run', '--project', 'api', vitestWorkers, '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest-postgres.json')}`],
    env: { TEST_DB: 'postgres' },
    report: { kind: 'vitest', file: 'vitest-postgres.json' },
  });
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only.');
}
steps.push(
  { name: 'build', command: npm, args: ['run', '--silent', 'build'] },
  {
    name: 'browser journeys (Playwright)',
    command: npx,
    args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'playwright.json') },
    report: { kind: 'playwright', file: 'playwright.json' },
  },
);

function countTests(report) {
  const file = join(results, report.file);
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const data = JSON.parse(readFileSync(file, 'utf8'));
  if (report.kind === 'vitest') {
    return { passed: data.numPassedTests, failed: data.numFailedTests, skipped: data.numPendingTests + data.numTodoTests };
  }
  const stats = data.stats ?? {};
  return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), skipped: stats.skipped ?? 0 };
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const started = Date.now();
  const run = spawnSync(step.command, step.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (step.report) {
    const counts = countTests(step.report);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  if (run.status !== 0) {
    failedSteps.push(step.name);
    console.log(`--- ${step.name}: FAILED (${seconds}s)`);
  } else {
    console.log(`--- ${step.name}: ok (${seconds}s)`);
  }
}

console.log('');
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length > 0 && totals.failed === 0) totals.failed = failedSteps.length;
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
