// One `npm test`: unit, CDK assertions, and the integration + browser tests that share
// one local stack (started once by the stack project's global setup).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      // Every project's files share their workers' module cache (isolate: false saves most of
      // the CPU time of importing the SDK, Cloudscape and CDK again for each file: the web unit
      // tests took 42 s of CPU isolated, 12 s shared). The web unit tests replace globals
      // (fetch, the runtime config) with vi.stubGlobal, put back after each test.
      // 30 s a test: the gate runs these beside two stacks and Chromium on two cores, where a
      // test of every kind the writer knows takes several times its quiet-machine time.
      { extends: true, test: { name: 'unit', include: ['tests/unit/*.test.ts'], environment: 'node', isolate: false, testTimeout: 30_000 } },
      // The studio's renderer draws hundreds of layouts and some PNGs: seconds per test alone,
      // several times that while the full gate loads both cores.
      { extends: true, test: { name: 'unit-studio', include: ['tests/unit/studio/**/*.test.ts'], environment: 'node', isolate: false, testTimeout: 120_000 } },
      {
        extends: true,
        test: { name: 'unit-web', include: ['tests/unit/web/**/*.test.ts'], environment: 'node', isolate: false, unstubGlobals: true, unstubEnvs: true },
      },
      { extends: true, test: { name: 'infra', include: ['tests/infra/**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000, isolate: false } },
      {
        extends: true,
        test: {
          name: 'stack',
          include: ['tests/integration/**/*.test.ts', 'tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          // A browser test's axe audits at two widths take over a minute when both cores are busy.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // What the stack shows after a write may take a few seconds on a busy two-core machine.
          expect: { poll: { timeout: 10_000 } },
          // One browser and one stack: run these files one after another, in one worker that
          // keeps its module cache from file to file (isolated, the 21 short integration files
          // spent 110 s of CPU, 41 s of it importing the SDK, ElectroDB and the domain again).
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
