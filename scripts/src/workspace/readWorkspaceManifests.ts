import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

const dependencyMap = z.record(z.string(), z.string()).default({})

const manifestSchema = z.object({
  name: z.string(),
  dependencies: dependencyMap,
  devDependencies: dependencyMap,
  peerDependencies: dependencyMap,
  optionalDependencies: dependencyMap,
})

/**
 * One workspace package as the dependency checks see it: its folder (relative to the root),
 * its name, and the names it depends on at run time (`dependencies`, `peerDependencies`,
 * `optionalDependencies`) and for development only (`devDependencies`).
 * @example
 * const gateway: WorkspaceManifest = { dir: 'services/gateway', name: '@portico/gateway', runtime: ['@portico/common'], dev: ['@portico/test'] }
 */
export type WorkspaceManifest = {
  dir: string
  name: string
  runtime: string[]
  dev: string[]
}

const workspacesSchema = z.object({ workspaces: z.array(z.string()) })

/**
 * Every workspace of the repository at `root`, from the root manifest's `workspaces` (entries
 * ending in `/*` are expanded one level), in a stable order.
 * @example
 * readWorkspaceManifests(repoRoot()).map((m) => m.name) // ['@portico/adapter-wagmi', …]
 */
export function readWorkspaceManifests(root: string): WorkspaceManifest[] {
  const { workspaces } = workspacesSchema.parse(
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')),
  )
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern]
    const parent = pattern.slice(0, -2)
    if (!existsSync(join(root, parent))) return []
    return readdirSync(join(root, parent))
      .sort()
      .map((name) => `${parent}/${name}`)
  })
  return dirs
    .filter((dir) => existsSync(join(root, dir, 'package.json')))
    .map((dir) => {
      const manifest = manifestSchema.parse(
        JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')),
      )
      return {
        dir,
        name: manifest.name,
        runtime: Object.keys({
          ...manifest.dependencies,
          ...manifest.peerDependencies,
          ...manifest.optionalDependencies,
        }),
        dev: Object.keys(manifest.devDependencies),
      }
    })
}
