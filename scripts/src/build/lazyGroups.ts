/** A package's module graph as the bundler parsed it: each module's static and dynamic imports. */
export type ModuleGraph = {
  statics: ReadonlyMap<string, readonly string[]>
  dynamics: ReadonlyMap<string, readonly string[]>
}

/**
 * The modules that always load together with one of the package's lazy roots (a module some
 * `import()` of the package loads), so that they can ship as one file: module id → that root.
 * A module joins a root when the root imports it (directly or not, statically) and no path from
 * the public entries reaches it without going through the root's `import()`. Anything a public
 * entry can load some other way keeps its own file, so a page never fetches a group for a part of
 * it. A consumer's bundler then sees one module where it saw dozens, and cannot split them into
 * as many small files by which of the root's own lazy parts also import each one.
 * @example
 * const groups = lazyGroups(graph, ['/pkg/src/index.ts'], (id) => id.startsWith('/pkg/src/'))
 * groups.get('/pkg/src/ui/Icon.tsx') // '/pkg/src/modal/Modal.tsx'
 */
export function lazyGroups(
  graph: ModuleGraph,
  entries: readonly string[],
  inPackage: (id: string) => boolean,
): Map<string, string> {
  const roots = [...new Set([...graph.dynamics.values()].flat())].filter(inPackage).sort()
  const groups = new Map<string, string>()
  for (const root of roots) {
    if (groups.has(root)) continue
    const elsewhere = reachable(
      entries,
      (id) => [...(graph.statics.get(id) ?? []), ...(graph.dynamics.get(id) ?? [])],
      root,
    )
    const members = reachable([root], (id) => graph.statics.get(id) ?? [])
    const own = [...members].filter((id) => inPackage(id) && !elsewhere.has(id) && !groups.has(id))
    // A root alone is its own file anyway.
    if (own.length < 2) continue
    for (const id of own) groups.set(id, root)
  }
  return groups
}

/** Every module reachable from `starts` through `next`, never entering `avoid`. */
function reachable(
  starts: readonly string[],
  next: (id: string) => readonly string[],
  avoid?: string,
): Set<string> {
  const seen = new Set<string>()
  const stack = [...starts]
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (id === avoid || seen.has(id)) continue
    seen.add(id)
    stack.push(...next(id))
  }
  return seen
}
