import { defineProject } from 'vitest/config'
import { sourceConditions } from '../../sourceConditions'

export default defineProject({
  ...sourceConditions,
  test: {
    name: 'adapter-wagmi',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
