import { defineConfig } from 'vitest/config';

// Browser tests share one real server (started once) and run one file at a time: two Chromiums and the
// server on two cores would make timings flaky.
export default defineConfig({
  test: {
    include: ['specs/**/*.spec.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
