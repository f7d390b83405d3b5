import { defineConfig } from 'vitest/config';

/**
 * Timing drills measure waits in milliseconds, so they run on their own after the rest (`npm test` runs
 * both): beside another test file on two cores they would measure that file, not the product.
 */
const TIMING_DRILLS = ['src/**/*-stall-drill.test.ts'];
const timingRun = process.env.TIMING_DRILLS === '1';

export default defineConfig({
  test: {
    include: timingRun ? TIMING_DRILLS : ['src/**/*.test.ts'],
    exclude: timingRun ? [] : TIMING_DRILLS,
    globalSetup: ['src/test/global-setup.ts'],
    // Each file opens its own embedded database (~1 s from the template); two at a time on two cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
