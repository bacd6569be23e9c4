import { defineProject } from 'vitest/config'
import { sharedModuleGraph } from '../../sharedModuleGraph.ts'
import { sourceConditions } from '../../sourceConditions.ts'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'exchange-sandbox',
    ...sharedModuleGraph,
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
