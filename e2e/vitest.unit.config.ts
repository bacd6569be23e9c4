import { defineProject } from 'vitest/config'
import { sourceConditions } from '../sourceConditions.ts'

// The e2e suite's own helpers, tested without the stack (the browser tests are *.e2e.ts,
// run by vitest.config.ts).
export default defineProject({
  ...sourceConditions,
  test: {
    name: 'e2e-helpers',
    include: ['src/**/*.test.ts'],
  },
})
