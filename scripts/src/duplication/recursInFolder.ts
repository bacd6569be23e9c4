/** In this many files of one folder, a shape is the folder's pattern rather than a copy. */
export const FOLDER_PATTERN_FILES = 3

/**
 * Whether the places of a window (their files, as paths) hold it in FOLDER_PATTERN_FILES or
 * more different files of one folder: the shape the files of a folder share by design (a
 * handler per route, a view per screen, a test per case), which merging would not remove.
 * @example
 * recursInFolder(['views/a.tsx', 'views/b.tsx', 'views/c.tsx']) // true
 * recursInFolder(['views/a.tsx', 'views/b.tsx', 'hooks/c.ts']) // false
 */
export function recursInFolder(files: readonly string[]): boolean {
  const byFolder = new Map<string, Set<string>>()
  for (const file of files) {
    const folder = file.slice(0, Math.max(0, file.lastIndexOf('/')))
    const inFolder = byFolder.get(folder) ?? new Set<string>()
    inFolder.add(file)
    byFolder.set(folder, inFolder)
  }
  return [...byFolder.values()].some((inFolder) => inFolder.size >= FOLDER_PATTERN_FILES)
}
