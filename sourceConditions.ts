import { defaultClientConditions, type UserConfig } from 'vite'

/**
 * The export condition under which every public package's `exports` map points at its
 * TypeScript source. Inside this repo the apps, services, tests and benchmarks resolve it, so
 * nothing needs a build first; published tarballs are resolved through `types` / `import` and
 * load `dist/`. Node processes get it as `--conditions=portico-source`, TypeScript through
 * `customConditions` in tsconfig.base.json.
 */
export const SOURCE_CONDITION = 'portico-source'

/**
 * Vite / Vitest resolve options that prefer the source condition, for browser and server code.
 * @example
 * export default defineProject({ ...sourceConditions, test: { name: 'core' } })
 */
export const sourceConditions = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  // Server code resolves as Node does: Vite's 'module' condition would hand it the ESM builds
  // some CommonJS-first packages (the WalletConnect SDK) cannot run under Node.
  ssr: { resolve: { conditions: [SOURCE_CONDITION, 'node', 'development|production'] } },
} satisfies UserConfig
