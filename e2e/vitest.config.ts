import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { sourceConditions } from '../sourceConditions.ts'
import { RetriedTestsReporter } from './src/setup/RetriedTestsReporter.ts'

// Browser e2e over the whole stack. One file at a time: the machine has 2 cores and every
// file shares the stack that globalSetup starts on e2e ports (src/setup/e2ePorts.ts).
export default defineConfig({
  ...sourceConditions,
  // globalSetup (the stack) runs in Vitest's own environment: it resolves the workspace
  // packages from source like the server code it is.
  environments: {
    __vitest__: { resolve: { conditions: sourceConditions.ssr.resolve.conditions } },
  },
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/setup/globalSetup.ts'],
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    // One more try for a test that failed: these drive a real browser against real chains and
    // services on 2 shared cores, where a run can lose a race with the machine (names.e2e's phone
    // view once waited 30 s for a connection in a full CI run; alone, even with the CPU
    // throttled 16×, it never failed). A retried test still shows in the report, and the run ends
    // with the list of them (RetriedTestsReporter; causes go in FLAKES.md); one that fails twice
    // fails.
    retry: 1,
    reporters: ['default', new RetriedTestsReporter()],
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
  },
})
