import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'siwx',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
