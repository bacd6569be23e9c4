import { relative } from 'node:path'
import { publicPackages, type Registry, repoRoot, startLocalRegistry } from '@portico/scripts'
import { getFreePort } from '@portico/test/devnet'
import { runCommand } from '@portico/test/services/runCommand'
import { forgetCachedPackages } from './forgetCachedPackages'

/** The services' foundation: published for the services, never a site's dependency. */
const SERVER_FOUNDATION = '@portico/server'

/**
 * Builds every public package from the current sources (those whose build is stale) and
 * publishes it with `npm publish` to a verdaccio on a free loopback port, its storage under
 * `work`. Resolves the registry and the range an app lists for each package (name →
 * `^version`), as it would after a release: `packages` holds every one, `kit` what a site
 * installs (the libraries, without the services and their foundation, which a team installs on
 * its servers).
 * @example
 * const { registry, kit } = await publishToLocalRegistry(work)
 * kit.get('@portico/react') // '^0.1.0'
 */
export async function publishToLocalRegistry(work: string): Promise<{
  registry: Registry
  packages: ReadonlyMap<string, string>
  kit: ReadonlyMap<string, string>
}> {
  const root = repoRoot()
  // `npm test` built every package just before its e2e run: only what changed since is rebuilt.
  await runCommand('npm', ['run', 'build', '--', '--if-stale'], { cwd: root })
  const port = await getFreePort()
  const published = publicPackages(root)
  await forgetCachedPackages(`http://127.0.0.1:${port}/`, published)
  const { registry } = await startLocalRegistry({ root, dir: work, port })
  const range = (pkg: (typeof published)[number]) => [pkg.name, `^${pkg.version}`] as const
  const packages = new Map(published.map(range))
  const kit = new Map(
    published
      .filter(
        (pkg) => relative(root, pkg.dir).startsWith('packages/') && pkg.name !== SERVER_FOUNDATION,
      )
      .map(range),
  )
  return { registry, packages, kit }
}
