import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

const sourceDir = fileURLToPath(new URL('./src/', import.meta.url));
const appEntry = `${sourceDir}main.tsx`;
type ModuleGraph = {
  getModuleInfo(id: string): { importedIds: readonly string[]; code: string | null } | null;
};

/**
 * The pages whose first screen has a size budget (bench/README.md, "Targets";
 * e2e/tests/page-weight.spec.ts): the home page, the listings, search and the product page.
 */
const storefrontPages = [
  'app/routes/home-route.tsx',
  'features/catalog/routes/shop-page.tsx',
  'features/catalog/routes/search-page.tsx',
  'app/routes/product-route.tsx',
].map((path) => `${sourceDir}${path}`);

/** Every module the given one imports statically, directly or not, itself included. */
function staticClosure(graph: ModuleGraph, root: string): Set<string> {
  const modules = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return modules;
}

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
const LUCIDE_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
const NAMED_REEXPORT = /export\s*\{([^}]*)\}\s*from\s*["']\.\/([^"']+)["']/g;

/** The names in an `import { a, b as c }` or `export { a as b }` list: what each one binds. */
const bindings = (list: string) =>
  list.split(',').map((binding) => binding.trim().split(/\s+as\s+/));

/**
 * The icon modules that the given modules import from lucide-react. They import the package's
 * barrel, which re-exports every icon (`export { default as Star, ... } from './icons/star.mjs'`),
 * so the module graph alone cannot tell which icons a module draws; its import list can.
 */
function lucideIconsImportedBy(graph: ModuleGraph, modules: Iterable<string>): string[] {
  const names = new Set<string>();
  let barrel: string | undefined;
  for (const id of modules) {
    const module = graph.getModuleInfo(id);
    for (const [, list = ''] of module?.code?.matchAll(LUCIDE_IMPORT) ?? []) {
      for (const [imported = ''] of bindings(list)) names.add(imported);
      barrel ??= module?.importedIds.find((imported) => LUCIDE_BARREL.test(imported));
    }
  }
  if (!barrel) return [];
  const barrelDir = barrel.replace(/[^\\/]+$/, '');
  const icons: string[] = [];
  for (const [, list = '', path = ''] of graph
    .getModuleInfo(barrel)
    ?.code?.matchAll(NAMED_REEXPORT) ?? []) {
    if (bindings(list).some(([, exported = '']) => names.has(exported)))
      icons.push(`${barrelDir}${path}`);
  }
  return icons;
}

const appModulesByGraph = new WeakMap<ModuleGraph, Set<string>>();

/**
 * What goes into the app chunk: the app's own sources that run at start (the entry imports them
 * statically, directly or not), and those every storefront page imports. The bundler would cut
 * the second set into a dozen chunks of under 1 KB each (the product card, the price, the star
 * rating, the page title hook...), which a storefront page then fetches one by one, each
 * compressed on its own: in one file they weigh 3 KB less (decision 0033).
 */
function appModules(graph: ModuleGraph): Set<string> {
  let modules = appModulesByGraph.get(graph);
  if (modules) return modules;
  // Only the app's own sources: through the packages' barrels (contracts, lucide's icons) the
  // graph reaches every module of the package, most of whose code only lazy routes use.
  modules = new Set([...staticClosure(graph, appEntry)].filter((id) => id.startsWith(sourceDir)));
  const pages = storefrontPages.map((page) => staticClosure(graph, page));
  for (const id of pages[0] ?? []) {
    if (id.startsWith(sourceDir) && pages.every((closure) => closure.has(id))) modules.add(id);
  }
  for (const icon of lucideIconsImportedBy(graph, modules)) modules.add(icon);
  // Not main.tsx itself: taken into a group, an entry that is imported dynamically got a broken
  // facade chunk ("main_exports").
  modules.delete(appEntry);
  appModulesByGraph.set(graph, modules);
  return modules;
}

/** Where the build writes which source modules went into each of its chunks. */
const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/**
 * Writes, beside Vite's manifest, each chunk's file and the web app's source modules bundled
 * into it (paths from this folder: `src/features/...`). Vite's manifest names a chunk only by
 * its entry module, and a shared chunk by nothing; this names them all, so the page-weight
 * journey can tell whether a storefront page fetched any back-office code, whatever its chunk
 * is called. The server does not serve the .vite folder.
 */
function chunkModulesPlugin(): Plugin {
  return {
    name: 'attar-chunk-modules',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks[output.fileName] = output.moduleIds
          .filter((id) => id.startsWith(sourceDir))
          .map((id) => `src/${id.slice(sourceDir.length).replaceAll('\\', '/')}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: JSON.stringify(chunks, null, 1),
      });
    },
  };
}

// The API serves /api, the media service and the OAuth start points on one origin; in
// development and preview Vite forwards them so the browser only ever talks to one origin.
const proxy = {
  '/api': { target: apiOrigin, changeOrigin: false },
  '/media': { target: apiOrigin, changeOrigin: false },
  '/oauth2': { target: apiOrigin, changeOrigin: false },
};

/**
 * React Router's production build. The package's exports name only its development build, with
 * checks and warnings for developers that a visitor's browser has no use for (0.5 KB gzipped).
 */
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/*
 * The parts every storefront page loads once it is idle (decision 0034): the footer's code, the
 * header's two dropdowns, the home page's lower sections and newsletter, and the search page's
 * extras (its filter chips, and the way on from an empty search). Their chunks are named after
 * these files.
 */
const IDLE_PARTS = [
  'footer',
  'user-menu-dropdown',
  'menu-dropdown',
  'lower-sections',
  'newsletter-section',
  'search-extras',
];
const idlePartChunk = new RegExp(`(^|/)(${IDLE_PARTS.join('|')})-[\\w-]{8}\\.js$`);

/**
 * The chunks a dynamic import fetches ahead, through <link rel="modulepreload"> elements that the
 * bundler's helper adds from script. A page or a part opened by a tap gets its dependencies at
 * once, in parallel, as the bundler does by default. An idle part gets none: the browser fetches
 * its imports when it reads its chunk, one round trip later, which nobody waits for. Otherwise
 * some twenty links went into the document in one task while the page was starting, and
 * Lighthouse counted that task among the longest on the home page.
 */
function preloadedDependencies(chunkFile: string, dependencies: string[]): string[] {
  return idlePartChunk.test(chunkFile) ? [] : dependencies;
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), chunkModulesPlugin()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The browser's build only: development keeps the warnings, and the server loads the
      // package from node_modules as it is.
      ...(command === 'build' && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // The server entry (vite build --ssr) bundles the workspace's contracts, whose package points
  // at TypeScript sources; npm packages stay external and load from node_modules.
  ssr: { noExternal: ['@attar/contracts'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Lets the server name a page's own script chunks in the HTML it draws.
    manifest: true,
    // Every browser the store supports has modulepreload; the polyfill only adds bytes.
    modulePreload: { polyfill: false, resolveDependencies: preloadedDependencies },
    rolldownOptions: {
      // Imported constants go in as their values: the router reads its paths from lib/paths.ts,
      // and a storefront page then ships the path strings alone rather than each with a variable
      // declared for it (about 0.3 KB of the app chunk; 5 KB over the whole build).
      optimization: { inlineConst: { mode: 'all', pass: 1 } },
      output: {
        // The app is loaded after the first paint (src/boot.ts), so the bundler no longer sees it
        // as loaded with the page and would cut the framework into pieces shared with the lazy
        // routes. One framework chunk keeps a storefront page's first download as small as before.
        codeSplitting: {
          // A group takes only the modules it names. By default it takes their dependencies
          // too, which put the bundler's preload helper into the app chunk below and made the
          // entry (boot.ts) import that whole chunk before the first paint.
          includeDependenciesRecursively: false,
          groups: [
            // The libraries every page runs: React, the router, TanStack Query, zustand, and what
            // every page draws with (clsx for class names, the runtime behind lucide's icons,
            // though not the icons, which go with the code that shows them).
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|zustand|clsx)[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]((createLucideIcon|Icon|context)\.mjs|shared[\\/])/,
              priority: 2,
            },
            // The rest of what runs at start (the bar, the stores, the API client) and what every
            // storefront page shares, in one chunk: left to itself the bundler cuts it into a
            // dozen 1 KB chunks because lazy routes import them too, and each costs the phone a
            // request, a modulepreload link added from script (decision 0030) and compresses on
            // its own.
            {
              name: (id: string, graph: ModuleGraph) => (appModules(graph).has(id) ? 'app' : null),
              priority: 1,
            },
            // What the listing pages share (the address's filters, the filter bars, the results
            // and their empty and unknown states, the sort box), in one chunk: cut apart, the
            // shop asked for eight more scripts and paid each one's compression on its own.
            {
              name: 'listing',
              test: /src[\\/]features[\\/]catalog[\\/]((use-listing-params|listing-params|product-facets|facets)\.ts|components[\\/](deferred-facet-filters|pagination-nav|product-results|listing-empty-state|sort-select|listing-layout|filter-group|unknown-listing|page-header)\.tsx)$|src[\\/]components[\\/]ui[\\/]select\.tsx$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));
