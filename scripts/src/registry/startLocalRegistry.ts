import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { packPackages } from '../build/packPackages'
import { publicPackages } from '../build/publicPackages'
import { publishTarballs } from './publishTarballs'
import { type Registry, startRegistry } from './startRegistry'

/**
 * A registry on this machine holding every public package as it stands (they must be built
 * first: `npm run build`): packed, then published with `npm publish`. Resolves the registry and
 * what was published (package name → tarball).
 * @example
 * const { registry } = await startLocalRegistry({ root: repoRoot(), dir, port: 4873 })
 * // in an app: npm config set @portico:registry http://127.0.0.1:4873 --location=project
 */
export async function startLocalRegistry(options: {
  root: string
  dir: string
  port: number
  log?: (line: string) => void
}): Promise<{ registry: Registry; tarballs: Map<string, string> }> {
  const packs = join(options.dir, 'packs')
  mkdirSync(packs, { recursive: true })
  const tarballs = packPackages(options.root, publicPackages(options.root), packs)
  const registry = await startRegistry({
    dir: join(options.dir, 'verdaccio'),
    port: options.port,
    ...(options.log && { log: options.log }),
  })
  try {
    await publishTarballs(registry, tarballs, options.dir)
  } catch (error) {
    await registry.stop()
    throw error
  }
  return { registry, tarballs }
}
