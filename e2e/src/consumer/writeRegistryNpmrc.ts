import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The `.npmrc` of an app before the first release: `@portico/*` from the local registry,
 * everything else from npm's, from npm's cache when it has them (the run first removes what an
 * earlier registry on the same address left there: forgetCachedPackages).
 * @example
 * writeRegistryNpmrc(appDir, registry.url)
 */
export function writeRegistryNpmrc(dir: string, registryUrl: string): void {
  const registry = registryUrl.replace(/\/$/, '')
  writeFileSync(join(dir, '.npmrc'), `@portico:registry=${registry}\nprefer-offline=true\n`)
}
