// `npm run backup [FILE]` and `npm run restore FILE`: backups of the embedded store
// (apps/api/src/backup). The TypeScript runs through tsx, installed with the API's tools, so
// that no build is needed and a running server's build is never rebuilt under it.
// tsx is a tool of the API's (apps/api devDependencies) that npm installs at the root.
import './node-22.mjs';
import { register } from 'tsx/esm/api';

register();
const { loadEnvFileIfPresent, runBackupCommand } = await import('../apps/api/src/backup/cli.ts');

const [command = '', ...args] = process.argv.slice(2);
loadEnvFileIfPresent();
process.exitCode = await runBackupCommand(command, args, {
  env: process.env,
  // npm runs scripts from the project's root; a file name is meant from where it was typed.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  print: (line) => console.log(line),
  fail: (line) => console.error(line),
});
