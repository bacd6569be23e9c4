/**
 * A place where a window of lines starts: the file's index in the list read and the index of the
 * window's first significant line in that file.
 * @example
 * const place: WindowPlace = { file: 3, at: 120 }
 */
export type WindowPlace = { file: number; at: number }

/**
 * Every window of `size` consecutive lines of every file, by its content: `ids[file][i]` names
 * line i of the file (equal ids, equal lines), and the result maps each window's ids, joined, to
 * the places it stands in, in file order.
 * @example
 * windowPlaces([[1, 2, 3], [9, 1, 2, 3]], 3) // Map { '1,2,3' => [{ file: 0, at: 0 }, { file: 1, at: 1 }], '9,1,2' => […] }
 */
export function windowPlaces(
  ids: readonly (readonly number[])[],
  size: number,
): Map<string, WindowPlace[]> {
  const places = new Map<string, WindowPlace[]>()
  ids.forEach((lines, file) => {
    for (let at = 0; at + size <= lines.length; at++) {
      const key = lines.slice(at, at + size).join(',')
      const list = places.get(key)
      if (list) list.push({ file, at })
      else places.set(key, [{ file, at }])
    }
  })
  return places
}
