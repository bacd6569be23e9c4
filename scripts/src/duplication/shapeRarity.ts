/**
 * Below this many significant lines, a tree is judged as if it had this many, so that in a small
 * tree (a test's fixture, a new project) a line standing twice is still rare.
 */
export const MIN_TABLE_LINES = 10_000

/**
 * How rare each line shape is in a body of code, in bits: log2 of the number of significant
 * lines over the number of them with that shape (MIN_TABLE_LINES at the least). `'key': 'value',`
 * or `name,` stand thousands of times in a TypeScript tree and weigh a few bits; a line with a
 * shape of its own weighs fifteen or more. A shape not in the table is as rare as can be.
 * @example
 * const bits = shapeRarity([['a', 'b', 'a']])
 * bits('a') // log2(10_000 / 2)
 */
export function shapeRarity(
  shapesOfFiles: readonly (readonly string[])[],
): (shape: string) => number {
  const counts = new Map<string, number>()
  let total = 0
  for (const shapes of shapesOfFiles)
    for (const shape of shapes) {
      counts.set(shape, (counts.get(shape) ?? 0) + 1)
      total += 1
    }
  const lines = Math.max(total, MIN_TABLE_LINES)
  return (shape) => Math.log2(lines / (counts.get(shape) ?? 1))
}
