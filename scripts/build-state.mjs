// Tells whether the web and API builds are older than their sources, so `npm start` builds
// only when something changed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function staleBuilds(root) {
  const contracts = newestMtime(join(root, 'packages/contracts/src'));
  const targets = [
    {
      name: 'web',
      // The browser's build and the server entry that draws storefront pages (decision 0021).
      outputs: [
        join(root, 'apps/web/dist/index.html'),
        join(root, 'apps/web/dist-server/entry-server.js'),
      ],
      sources: [
        'apps/web/src',
        'apps/web/index.html',
        'apps/web/vite.config.ts',
        'apps/web/public',
      ],
    },
    {
      name: 'api',
      outputs: [join(root, 'apps/api/dist/server.js')],
      sources: ['apps/api/src', 'apps/api/tsup.config.ts'],
    },
  ];
  return targets
    .filter((target) => {
      if (!target.outputs.every((output) => existsSync(output))) return true;
      const built = Math.min(...target.outputs.map((output) => statSync(output).mtimeMs));
      const newestSource = Math.max(
        contracts,
        ...target.sources.map((source) => newestMtime(join(root, source))),
      );
      return newestSource > built;
    })
    .map((target) => target.name);
}
