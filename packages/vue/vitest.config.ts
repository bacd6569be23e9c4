import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../sourceConditions.ts'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'vue',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
