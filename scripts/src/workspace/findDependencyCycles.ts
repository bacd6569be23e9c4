import { findGraphCycles } from './findGraphCycles'
import type { WorkspaceManifest } from './readWorkspaceManifests'

/**
 * Every cycle among workspace packages, counting run-time and development dependencies alike
 * (a test helper that imports a package which depends back is still a cycle: the two can no
 * longer be built, tested or published one after the other). Each cycle is listed once, as
 * the names along it with the first repeated at the end, starting from its smallest name.
 * @example
 * findDependencyCycles(manifests) // [['@portico/core', '@portico/gateway', '@portico/siwx', '@portico/core']]
 */
export function findDependencyCycles(manifests: readonly WorkspaceManifest[]): string[][] {
  const names = new Set(manifests.map((m) => m.name))
  const edges = new Map(
    manifests.map((m) => [
      m.name,
      [...new Set([...m.runtime, ...m.dev])].filter((dep) => names.has(dep)).sort(),
    ]),
  )
  return findGraphCycles(edges)
}
