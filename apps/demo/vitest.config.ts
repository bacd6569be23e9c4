import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'demo',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
