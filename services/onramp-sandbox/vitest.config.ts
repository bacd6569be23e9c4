import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../sourceConditions.ts'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'onramp-sandbox',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
