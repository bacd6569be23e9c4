import { runCommand } from '@portico/test/services/runCommand'

/**
 * Removes from npm's cache what an earlier run's registry on the same address served for these
 * packages (their documents and tarballs, by npm's cache keys). Apps then install with
 * `prefer-offline`, taking third-party packages from the cache without asking npm's registry
 * again, while `@portico/*` is read fresh from this run's registry: the same name and version
 * may hold other code than last time.
 * @example
 * await forgetCachedPackages('http://127.0.0.1:4873/', [{ name: '@portico/react', version: '0.1.0' }])
 */
export async function forgetCachedPackages(
  registryUrl: string,
  packages: readonly { name: string; version: string }[],
): Promise<void> {
  const registry = registryUrl.replace(/\/$/, '')
  const keys = packages.flatMap(({ name, version }) => {
    const [scope, bare] = name.split('/')
    return [
      `make-fetch-happen:request-cache:${registry}/${scope}%2f${bare}`,
      `make-fetch-happen:request-cache:${registry}/${name}/-/${bare}-${version}.tgz`,
    ]
  })
  // Keys never cached only draw a warning.
  await runCommand('npm', ['cache', 'clean', ...keys], { cwd: process.cwd() })
}
