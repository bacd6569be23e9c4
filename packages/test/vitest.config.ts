import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'test',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
