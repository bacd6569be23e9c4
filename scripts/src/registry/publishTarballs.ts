import { runCommand } from '@portico/test/services/runCommand'
import type { Registry } from './startRegistry'

async function npmPublish(tarball: string, registry: Registry, cwd: string): Promise<void> {
  await runCommand(
    'npm',
    [
      'publish',
      tarball,
      '--registry',
      registry.url,
      '--userconfig',
      registry.publishNpmrc,
      '--access',
      'public',
      // Provenance needs a CI's identity; a registry on this machine takes the package as is.
      '--provenance=false',
      '--loglevel=error',
    ],
    { cwd },
  )
}

/**
 * `npm publish` of each tarball to the registry, a few at a time. `cwd` must be outside this
 * workspace, so that no workspace config takes part: the registry gets what npm would send
 * from a release.
 * @example
 * await publishTarballs(registry, tarballs, tmpdir())
 */
export async function publishTarballs(
  registry: Registry,
  tarballs: ReadonlyMap<string, string>,
  cwd: string,
): Promise<void> {
  const queue = [...tarballs.values()]
  const worker = async () => {
    for (let tarball = queue.shift(); tarball; tarball = queue.shift()) {
      await npmPublish(tarball, registry, cwd)
    }
  }
  await Promise.all([worker(), worker(), worker()])
}
