import { defineProject } from 'vitest/config'
import { sharedModuleGraph } from '../sharedModuleGraph.ts'
import { sourceConditions } from '../sourceConditions.ts'

// Unit tests of the bench runner itself; the benchmarks run with `npm run bench`.
export default defineProject({
  ...sourceConditions,
  test: {
    name: 'bench',
    ...sharedModuleGraph,
    include: ['src/**/*.test.ts'],
  },
})
