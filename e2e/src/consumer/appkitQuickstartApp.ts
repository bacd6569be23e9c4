import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { repoRoot } from '@portico/scripts'
import { consumerVersions } from './consumerVersions'
import type { AppSpec } from './installApp'
import { strictTsconfig } from './strictTsconfig'
import { viteReactDevDependencies } from './viteApp'

/** The wagmi releases AppKit sites are on: AppKit's own React example pins wagmi ^2. */
export const WAGMI_VERSIONS = {
  2: { wagmi: '^2.19.5', '@wagmi/core': '^2.22.1' },
  3: { wagmi: '^3.7.7', '@wagmi/core': '^3.6.5' },
} as const

function filesUnder(dir: string, root: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) return Object.entries(filesUnder(path, root))
      return [[relative(root, path), readFileSync(path, 'utf8')]]
    }),
  )
}

/**
 * `apps/appkit-quickstart` (AppKit's React + wagmi quick start with the package names changed)
 * as a site outside this repo has it: its sources and page as they are, `@portico/appkit` by
 * name, wagmi at the given major, a plain Vite config and a strict tsconfig.
 * @example
 * await installApp(dir, appkitQuickstartApp({ packages, wagmi: 2 }), registry.url)
 */
export function appkitQuickstartApp(options: {
  packages: ReadonlyMap<string, string>
  wagmi: keyof typeof WAGMI_VERSIONS
}): AppSpec {
  const source = join(repoRoot(), 'apps/appkit-quickstart')
  const appkit = options.packages.get('@portico/appkit')
  if (!appkit) throw new Error('@portico/appkit is not published')
  const v = consumerVersions()
  return {
    dependencies: {
      '@portico/appkit': appkit,
      ...WAGMI_VERSIONS[options.wagmi],
      '@tanstack/react-query': v['@tanstack/react-query'],
      react: v.react,
      'react-dom': v['react-dom'],
      viem: v.viem,
    },
    devDependencies: viteReactDevDependencies(),
    files: {
      ...filesUnder(join(source, 'src'), source),
      ...filesUnder(join(source, 'public'), source),
      'index.html': readFileSync(join(source, 'index.html'), 'utf8'),
      'vite.config.ts': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({ plugins: [react()] })
`,
      'tsconfig.json': strictTsconfig({ types: ['vite/client'], include: ['src'] }),
    },
  }
}
