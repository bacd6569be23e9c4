import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'adapter-wagmi',
    include: ['src/**/*.test.{ts,tsx}'],
  },
})
