/**
 * Cycles of a directed graph, found by one depth-first walk from each node in name order: every
 * edge that leads back into the path being walked closes a cycle. Each cycle is listed once, as
 * the nodes along it with the first repeated at the end, starting from its smallest node. A
 * graph without cycles gives `[]`; one with cycles gives at least one per strongly connected
 * knot, which is what a "no cycles" check needs.
 * @example
 * findGraphCycles(new Map([['a', ['b']], ['b', ['a']]])) // [['a', 'b', 'a']]
 */
export function findGraphCycles(edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles = new Map<string, string[]>()
  const done = new Set<string>()
  const path: string[] = []
  const onPath = new Set<string>()
  const walk = (node: string) => {
    path.push(node)
    onPath.add(node)
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (onPath.has(next)) {
        const loop = path.slice(path.indexOf(next))
        const start = loop.indexOf([...loop].sort()[0] as string)
        const rotated = [...loop.slice(start), ...loop.slice(0, start)]
        cycles.set(rotated.join(' -> '), [...rotated, rotated[0] as string])
      } else if (!done.has(next)) {
        walk(next)
      }
    }
    path.pop()
    onPath.delete(node)
    done.add(node)
  }
  for (const node of [...edges.keys()].sort()) if (!done.has(node)) walk(node)
  return [...cycles.values()]
}
