import { defineConfig } from 'tsup';

// The server is bundled with the contracts package inlined (it ships TypeScript source);
// npm dependencies stay external and load from node_modules.
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  sourcemap: true,
  clean: true,
  noExternal: [/^@attar\//],
});
