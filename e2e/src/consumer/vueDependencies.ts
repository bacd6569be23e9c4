import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { readCodeBlocks, repoRoot } from '@portico/scripts'
import { consumerVersions } from './consumerVersions'
import { repoManifestVersion } from './repoManifestVersion'

const INSTALL_PART = 'site/parts/install-vue.md'

/**
 * The Vite plugin that compiles the Vite app's components. Pinned here: no workspace of this
 * repo builds with it (@portico/vue's own components are render functions).
 */
export const VITE_PLUGIN_VUE_VERSION = '6.0.11'

/**
 * The dependencies of a Vue app as the docs install them: the names of the install command in
 * `site/parts/install-vue.md`, Portico's at their published ranges, the others at the versions
 * this repo builds with.
 * @example
 * const dependencies = vueDependencies(packages) // { '@portico/vue': '0.1.0', vue: '3.5.45', … }
 */
export function vueDependencies(packages: ReadonlyMap<string, string>): Record<string, string> {
  const part = readFileSync(join(repoRoot(), INSTALL_PART), 'utf8')
  const command = readCodeBlocks(part)
    .find((block) => block.lang === 'sh')
    ?.code.trim()
  if (!command?.startsWith('npm install '))
    throw new Error(`${INSTALL_PART} no longer holds one npm install command`)
  const v = consumerVersions()
  const known: Record<string, string> = {
    '@wagmi/core': v['@wagmi/core'],
    viem: v.viem,
    // The Vue @portico/vue is built and tested with.
    vue: repoManifestVersion('packages/vue', 'vue'),
  }
  const names = command.slice('npm install '.length).split(/\s+/)
  return Object.fromEntries(
    names.map((name) => {
      const range = packages.get(name) ?? known[name]
      if (!range)
        throw new Error(`${INSTALL_PART} installs ${name}, which the Vue apps have no version of`)
      return [name, range]
    }),
  )
}
