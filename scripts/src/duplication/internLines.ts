import type { ReadSourceFile } from './readSourceFiles'
import type { SignificantLine } from './significantLines'

/**
 * Numbers the lines of every file by a key (their text, or their shape): equal keys, equal
 * numbers, so that windows of lines compare as short lists of numbers.
 * @example
 * internLines(files, (line) => line.shape) // [[0, 1, 2, 1], [3, 1, …], …]
 */
export function internLines(
  files: readonly ReadSourceFile[],
  key: (line: SignificantLine) => string,
): number[][] {
  const ids = new Map<string, number>()
  return files.map((file) =>
    file.lines.map((line) => {
      const k = key(line)
      let id = ids.get(k)
      if (id === undefined) {
        id = ids.size
        ids.set(k, id)
      }
      return id
    }),
  )
}
