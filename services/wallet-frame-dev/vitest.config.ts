import { defineProject } from 'vitest/config'
import { sharedModuleGraph } from '../../sharedModuleGraph.ts'
import { sourceConditions } from '../../sourceConditions.ts'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'wallet-frame-dev',
    ...sharedModuleGraph,
    include: ['src/**/*.test.{ts,tsx}'],
    // maildev and the identity provider start real servers: a busy 2-core machine needs time.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
