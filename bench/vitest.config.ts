import { defineProject } from 'vitest/config'

// Unit tests of the bench runner itself; the benchmarks run with `npm run bench`.
export default defineProject({
  test: {
    name: 'bench',
    include: ['src/**/*.test.ts'],
  },
})
