import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** The back office's own code: the admin feature, and the app's and auth's admin-* files. */
const isAdminModule = (id: string) =>
  /[\\/]src[\\/](features[\\/]admin[\\/]|(.*[\\/])?admin-[^\\/]*$)/.test(id);

const sourceDir = fileURLToPath(new URL('./src/', import.meta.url));
const appEntry = `${sourceDir}main.tsx`;
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const startupModulesByGraph = new WeakMap<ModuleGraph, Set<string>>();

/** Every module the app's entry imports statically, directly or not: all of it runs at start. */
function startupModules(graph: ModuleGraph): Set<string> {
  let modules = startupModulesByGraph.get(graph);
  if (modules) return modules;
  modules = new Set<string>();
  const pending = [appEntry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (modules.has(id)) continue;
    modules.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  startupModulesByGraph.set(graph, modules);
  return modules;
}

// The API serves /api, the media service and the OAuth start points on one origin; in
// development and preview Vite forwards them so the browser only ever talks to one origin.
const proxy = {
  '/api': { target: apiOrigin, changeOrigin: false },
  '/media': { target: apiOrigin, changeOrigin: false },
  '/oauth2': { target: apiOrigin, changeOrigin: false },
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
    modulePreload: { polyfill: false },
    rolldownOptions: {
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
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|zustand)[\\/]/,
              priority: 2,
            },
            // The rest of what runs at start (the bar, the stores, the API client, small helpers
            // the routes share) in one chunk: left to itself the bundler cuts it into a dozen
            // 1 KB chunks because lazy routes import them too, and each costs the phone a
            // request and a modulepreload link added from script (decision 0030).
            {
              // Only the app's own sources: the packages' barrels (contracts, zod) would bring in
              // modules whose code only lazy routes use. Not main.tsx itself: taken into a group,
              // an entry that is imported dynamically got a broken facade chunk ("main_exports").
              name: (id: string, graph: ModuleGraph) =>
                id !== appEntry && id.startsWith(sourceDir) && startupModules(graph).has(id)
                  ? 'app'
                  : null,
              priority: 1,
            },
          ],
        },
        // A chunk holding any admin code is named admin-*, so the page-weight journey can tell
        // from the files a storefront page fetches that none of the back office came with them.
        chunkFileNames: (chunk) =>
          chunk.moduleIds.some(isAdminModule) && !chunk.name.startsWith('admin')
            ? 'assets/admin-[name]-[hash].js'
            : 'assets/[name]-[hash].js',
      },
    },
  },
});
