import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../sourceConditions'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'test-wallet',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
