// The store is built, tested and run on Node.js 22 LTS. npm installs that Node as the `node`
// devDependency, and npm scripts find it first on PATH (node_modules/.bin), so `npm start` and
// `npm test` run on it whatever Node the machine has. A script started some other way on an
// older Node runs itself again on the installed one, or says what to install: importing this
// module first does that before anything else in the script runs.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const requiredMajor = 22;

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function onNode22() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= requiredMajor) return;
  const installed = join(
    root,
    'node_modules',
    'node',
    'bin',
    process.platform === 'win32' ? 'node.exe' : 'node',
  );
  if (existsSync(installed)) {
    const run = spawnSync(installed, [...process.execArgv, ...process.argv.slice(1)], {
      stdio: 'inherit',
    });
    process.exit(run.status ?? 1);
  }
  console.error(
    `Attar House runs on Node.js ${requiredMajor} LTS; this is Node.js ${process.versions.node}.\n` +
      `Run \`npm install\` first (it installs Node.js ${requiredMajor} for the project's scripts), ` +
      `or install Node.js ${requiredMajor} yourself (\`nvm install\` reads .nvmrc).`,
  );
  process.exit(1);
}

onNode22();
