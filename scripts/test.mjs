// `npm test`: type-check, lint, unit and API tests on PGlite, the API tests again on
// PostgreSQL when TEST_DATABASE_URL is set, then the Playwright journeys against the built app.
// Ends with one line counting every test that ran.
import './node-22.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

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

// Type-check and lint read the same sources and each keeps one core busy: they run side by side,
// each one's output printed whole once it ends, before the tests start.
const checks = [
  { name: 'type-check', command: npm, args: ['run', '--silent', 'typecheck'] },
  { name: 'lint', command: npm, args: ['run', '--silent', 'lint'] },
];

const steps = [
  {
    name: 'unit and API tests (PGlite)',
    command: npx,
    args: [
      'vitest',
      'run',
      vitestWorkers,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'vitest-pglite.json')}`,
    ],
    report: { kind: 'vitest', file: 'vitest-pglite.json' },
  },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'API tests (PostgreSQL)',
    command: npx,
    args: [
      'vitest',
      'run',
      '--project',
      'api',
      vitestWorkers,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'vitest-postgres.json')}`,
    ],
    env: { TEST_DB: 'postgres' },
    report: { kind: 'vitest', file: 'vitest-postgres.json' },
  });
} else {
  console.log('TEST_DATABASE_URL is not set: the API tests run on PGlite only.');
}
// The journeys' two screen sizes run side by side, each against a server and an embedded
// database of its own (its own ports, data folder and output folder), so neither sees the other's
// orders or settings: one run alone leaves a core idle while it waits on the page or the server.
const journeyRuns = [
  { project: 'desktop', port: 4310 },
  { project: 'phone', port: 4320 },
].map(({ project, port }) => ({
  label: project,
  command: npx,
  args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--project', project],
  env: {
    E2E_PORT: String(port),
    E2E_OIDC_PORT: String(port + 1),
    E2E_DATA_DIR: `e2e/.data-${project}`,
    E2E_OUTPUT_DIR: `./test-results/${project}`,
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, `playwright-${project}.json`),
  },
  report: { kind: 'playwright', file: `playwright-${project}.json` },
}));
steps.push(
  { name: 'build', command: npm, args: ['run', '--silent', 'build'] },
  { name: 'browser journeys (Playwright, desktop and phone side by side)', runs: journeyRuns },
);

function readReport(report) {
  const file = join(results, report.file);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

function countTests(report, data) {
  if (!data) return { passed: 0, failed: 0, skipped: 0 };
  if (report.kind === 'vitest') {
    return {
      passed: data.numPassedTests,
      failed: data.numFailedTests,
      skipped: data.numPendingTests + data.numTodoTests,
    };
  }
  const stats = data.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

// The failed tests by name with the first line of their error, printed again at the very end:
// a CI log that keeps only its tail still says which test failed and why.
const firstLine = (message) =>
  stripVTControlCharacters(String(message ?? ''))
    .trim()
    .split('\n')[0]
    .slice(0, 300);

function failedTests(report, data) {
  if (!data) return [];
  if (report.kind === 'vitest') {
    return data.testResults.flatMap((file) => {
      const where = relative(root, file.name);
      const tests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      // A file that fails before any test runs (an import or a hook) has no failed test in it.
      return tests.length === 0 && file.status === 'failed'
        ? [`${where}: ${firstLine(file.message)}`]
        : tests;
    });
  }
  const failed = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        failed.push(
          `${spec.file}:${spec.line} [${test.projectName}] › ${[...titles, spec.title].join(' › ')} (${test.status}): ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The outermost suites are the files, already named by each spec's file and line.
  for (const suite of data.suites ?? []) walk(suite, []);
  // Errors outside any test: the web server that would not start, a spec that would not load.
  for (const error of data.errors ?? []) failed.push(firstLine(error.message));
  return failed;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failures = [];

function runBuffered(step) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.command, step.args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const end = (status) =>
      resolve({
        step,
        status,
        output: Buffer.concat(output),
        seconds: ((Date.now() - started) / 1000).toFixed(1),
      });
    child.on('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code) => end(code ?? 1));
  });
}

const checksStarted = Date.now();
for (const { step, status, output, seconds } of await Promise.all(checks.map(runBuffered))) {
  console.log(`\n=== ${step.name}`);
  process.stdout.write(output);
  if (status !== 0) {
    failedSteps.push(step.name);
    console.log(`--- ${step.name}: FAILED (${seconds}s)`);
  } else {
    console.log(`--- ${step.name}: ok (${seconds}s)`);
  }
}
console.log(
  `(type-check and lint side by side: ${((Date.now() - checksStarted) / 1000).toFixed(1)}s)`,
);

/** Runs a step's commands side by side, each output line prefixed with its run's label. */
function runSideBySide(runs) {
  return Promise.all(
    runs.map(
      (run) =>
        new Promise((resolve) => {
          const child = spawn(run.command, run.args, {
            cwd: root,
            env: { ...process.env, ...run.env },
          });
          let pending = '';
          const print = (chunk) => {
            const lines = (pending + chunk.toString()).split('\n');
            pending = lines.pop();
            for (const line of lines) process.stdout.write(`[${run.label}] ${line}\n`);
          };
          child.stdout.on('data', print);
          child.stderr.on('data', print);
          child.on('error', (error) => {
            print(`${error.message}\n`);
            resolve(1);
          });
          child.on('close', (code) => {
            if (pending) print('\n');
            resolve(code ?? 1);
          });
        }),
    ),
  );
}

function countReport(step, report) {
  const data = readReport(report);
  const counts = countTests(report, data);
  for (const failure of failedTests(report, data)) failures.push(`${step.name}: ${failure}`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

for (const step of steps) {
  console.log(`\n=== ${step.name}`);
  const started = Date.now();
  let status;
  if (step.runs) {
    const statuses = await runSideBySide(step.runs);
    for (const run of step.runs) countReport(step, run.report);
    status = statuses.every((code) => code === 0) ? 0 : 1;
  } else {
    status = spawnSync(step.command, step.args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    }).status;
    if (step.report) countReport(step, step.report);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    failedSteps.push(step.name);
    console.log(`--- ${step.name}: FAILED (${seconds}s)`);
  } else {
    console.log(`--- ${step.name}: ok (${seconds}s)`);
  }
}

console.log('');
if (failures.length > 0)
  console.log(`Failed tests:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
if (failedSteps.length > 0 && totals.failed === 0) totals.failed = failedSteps.length;
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 ? 1 : 0);
