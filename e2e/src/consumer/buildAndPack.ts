import { mkdirSync } from 'node:fs'
import { packPackages, publicPackages, repoRoot } from '@portico/scripts'
import { runCommand } from './runCommand'

/**
 * Builds every public package from the current sources and packs it into `destination`, as a
 * registry would serve it. Resolves package name → tarball path.
 * @example
 * const tarballs = await buildAndPack(join(work, 'packs'))
 */
export async function buildAndPack(destination: string): Promise<Map<string, string>> {
  const root = repoRoot()
  await runCommand('npm', ['run', 'build'], { cwd: root })
  mkdirSync(destination, { recursive: true })
  return packPackages(root, publicPackages(root), destination)
}
