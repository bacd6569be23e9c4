import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'common',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
