import { spawn } from 'node:child_process'
import type { Registry } from './startRegistry'

function npmPublish(tarball: string, registry: Registry, cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
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
      { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) resolve()
      else reject(new Error(`npm publish ${tarball} exited with ${code}:\n${output}`))
    })
  })
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
