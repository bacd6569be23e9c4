import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../sourceConditions'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'react',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
