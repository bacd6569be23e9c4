import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The `.npmrc` of an app before the first release: `@portico/*` from the local registry,
 * everything else from npm's. Package documents are re-read on every install, so a cached one
 * from an earlier run's registry never stands in for this one's.
 * @example
 * writeRegistryNpmrc(appDir, registry.url)
 */
export function writeRegistryNpmrc(dir: string, registryUrl: string): void {
  const registry = registryUrl.replace(/\/$/, '')
  writeFileSync(join(dir, '.npmrc'), `@portico:registry=${registry}\nprefer-online=true\n`)
}
