import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/test-databases.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
