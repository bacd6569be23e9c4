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
  const cycles = new Map<string, string[]>()
  const walk = (path: string[]) => {
    const last = path[path.length - 1] as string
    for (const next of edges.get(last) ?? []) {
      const seen = path.indexOf(next)
      if (seen >= 0) {
        const loop = path.slice(seen)
        const start = loop.indexOf([...loop].sort()[0] as string)
        const rotated = [...loop.slice(start), ...loop.slice(0, start)]
        cycles.set(rotated.join(' -> '), [...rotated, rotated[0] as string])
      } else {
        walk([...path, next])
      }
    }
  }
  for (const name of [...names].sort()) walk([name])
  return [...cycles.values()]
}
