import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One Vitest project per workspace; the browser e2e suite has its own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    // A worker per core. Vitest's default leaves one core to its main process, which on a
    // 2-core machine means one worker: the unit stage took 530–615 s there, and 292–349 s with
    // two (many files wait on sockets, child processes and timers, and the main process's share
    // of the work is small). Three workers gained nothing more.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      'bench/vitest.config.ts',
      'site/vitest.config.ts',
      'e2e/vitest.unit.config.ts',
    ],
  },
})
