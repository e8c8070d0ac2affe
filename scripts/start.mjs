// `npm start`: build what is not built (or is older than its sources), then run the server,
// which serves the storefront, the admin and the API on one port.
import './node-22.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleBuilds } from './build-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const name of staleBuilds(root)) {
  console.log(`Building the ${name} app...`);
  const result = spawnSync(npm, ['run', 'build', '-w', `apps/${name}`], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/api/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
