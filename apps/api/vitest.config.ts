import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/test-databases.ts'],
    testTimeout: 30_000,
    // Test files share a worker's imported modules instead of importing the whole app afresh
    // each (docs/testing.md, "CI and its time"): every file builds its own app and database, and
    // the app keeps no state in its modules that one file could leave to the next.
    isolate: false,
    hookTimeout: 60_000,
  },
});
