import { defineConfig } from 'vitest/config'

// One Vitest project per workspace; the browser e2e suite has its own config (e2e/vitest.config.ts).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'services/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'scripts/vitest.config.ts',
      'bench/vitest.config.ts',
      'site/vitest.config.ts',
    ],
  },
})
