import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'test-wallet',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
