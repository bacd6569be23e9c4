import type { WindowMatch } from './WindowMatch'
import type { WindowPlace } from './windowPlaces'

/**
 * Every two places of one window as matches, the earlier file first. Two places in one file
 * pair only when they do not overlap (`size` lines apart at the least): a window never copies
 * itself.
 * @example
 * placePairs([{ file: 0, at: 3 }, { file: 2, at: 9 }], 6, { identical: true, recurring: false })
 * // [{ a: 0, atA: 3, b: 2, atB: 9, identical: true, recurring: false }]
 */
export function placePairs(
  places: readonly WindowPlace[],
  size: number,
  kind: { identical: boolean; recurring: boolean },
): WindowMatch[] {
  const found: WindowMatch[] = []
  places.forEach((first, i) => {
    for (const second of places.slice(i + 1)) {
      if (first.file === second.file && second.at - first.at < size) continue
      found.push({ a: first.file, atA: first.at, b: second.file, atB: second.at, ...kind })
    }
  })
  return found
}
