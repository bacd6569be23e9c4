import { defineProject } from 'vitest/config'
import { sharedModuleGraph } from '../../sharedModuleGraph.ts'
import { sourceConditions } from '../../sourceConditions.ts'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'wallet-frame',
    ...sharedModuleGraph,
    include: ['src/**/*.test.{ts,tsx}', 'page/**/*.test.{ts,tsx}'],
    // Real SMTP, SQLite and anvil: a busy 2-core machine needs more than the default 5 s.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
