import { defineProject } from 'vitest/config'
import { sharedModuleGraph } from '../../sharedModuleGraph.ts'
import { sourceConditions } from '../../sourceConditions.ts'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'pay-server',
    ...sharedModuleGraph,
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
