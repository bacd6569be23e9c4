import { defineProject } from 'vitest/config'
import { sharedModuleGraph } from '../../sharedModuleGraph.ts'
import { sourceConditions } from '../../sourceConditions.ts'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'react',
    ...sharedModuleGraph,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/englishAreasSetup.ts', 'src/testing/asyncWaitsSetup.ts'],
    // Above the waits' 10 s guard (asyncWaitsSetup): a slow lazy import is not a failure.
    testTimeout: 30_000,
  },
})
