// One `npm test`: unit, CDK assertions, and the integration + browser tests that share
// one local stack (started once by the stack project's global setup).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 } },
      {
        test: {
          name: 'stack',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one stack: run these files one after another.
          fileParallelism: false,
        },
      },
    ],
  },
});
