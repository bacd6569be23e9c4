import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../sourceConditions'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'common',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
