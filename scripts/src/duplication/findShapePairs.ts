// What `npm run check:duplication` counts, and how.
//
// Files: the source files below the root that git tracks or would add (`git ls-files -co
// --exclude-standard`): TypeScript, JavaScript, CSS, HTML, Solidity and most other languages by
// their ending (isSourceFile); not JSON, YAML, Markdown, SVG or lock files, nothing under
// node_modules, vendor or third_party, no file over 1 MiB, with a NUL byte, or behind a link.
//
// Lines: a file is read as its significant lines (significantLines). Passed over: blank lines,
// comment lines, lone punctuation (`});`), lines of two characters or fewer, imports and
// re-exports, lines over 2,000 characters. Each line left is kept as its text with white space
// folded, and as its shape: every name, number and quoted string replaced by a placeholder,
// keywords and punctuation kept (lineShape). A template literal's text is read as code, so the
// CSS and HTML written in template strings count line by line.
//
// Runs: every window of MIN_RUN_LINES consecutive significant lines is indexed twice, by its
// text and by its shape. A window standing in more than MAX_PLACES places (each place in a file
// counts) is an idiom, too common to list, and is dropped at that level. A window indexed by
// shape must also say enough: the rarity of its line shapes across the repository
// (shapeRarity) must add up to MIN_SHAPE_BITS, which leaves out lists of the commonest lines
// (`'key': 'value',`, `name,`, `display: flex;`) renamed. The places of each window kept pair
// with each other (two places in one file must not overlap); windows of the same two places at
// the same distance that follow one another join into one maximal run, and a dropped window
// breaks a run.
//
// Pairs: two files (or one file with itself) that share at least one run. A pair is identical
// when one of its runs holds a window the same to the letter, else it is shape-only. A
// shape-only pair is boilerplate when more than half of its windows are thin (more than 60 % of
// their tokens punctuation and keywords, isThinWindow) or of a shape that recurs in three or
// more files of one folder (recursInFolder).
//
// It follows the ruler of the `duplicates` command (the same limits: six lines, eight places;
// the same lines passed over; white space folded; identical and shape-only pairs; boilerplate
// marked the same way). Two differences: keywords stay in a line's shape here (`if` and `while`
// differ), and which renamed windows say too little is judged by this repository's own line
// table. On this tree both count the same identical pairs; pairs in all, ours against the
// command's: whole tree 614 / 678, packages/react 103 / 91, services/wallet-frame 67 / 68,
// services/gateway 75 / 67 (`npm run check:duplication -- --under <folder>` against
// `cd <folder> && duplicates`).
import { internLines } from './internLines'
import { joinRuns, type WindowRun } from './joinRuns'
import { pairOfRuns } from './pairOfRuns'
import { placePairs } from './placePairs'
import { readSourceFiles } from './readSourceFiles'
import { recursInFolder } from './recursInFolder'
import type { ShapePair } from './ShapePair'
import { shapeRarity } from './shapeRarity'
import type { WindowMatch } from './WindowMatch'
import { windowPlaces } from './windowPlaces'

/** How many significant lines two places must share to make a pair. */
export const MIN_RUN_LINES = 6
/** A window standing in more places than this is an idiom, too common to list. */
export const MAX_PLACES = 8
/** How rare, in bits, a window's line shapes must be in all for a renamed copy to count. */
export const MIN_SHAPE_BITS = 51

/**
 * Where to look: `under`, a folder relative to the root, keeps only the pairs of files below it
 * (line shapes are still weighed across the whole root, so that a folder counts as it does in
 * the whole tree).
 * @example
 * const options: FindShapePairsOptions = { under: 'packages/react' }
 */
export type FindShapePairsOptions = { under?: string }

/**
 * The pairs found, most shared first and boilerplate last, with what was read: `files` and
 * their significant `lines`, the files `leftOut` and why, and how many window shapes were
 * `tooCommon` (standing in more than MAX_PLACES places).
 * @example
 * const found: FoundShapePairs = { pairs: [], files: 3849, lines: 141_000, leftOut: [], tooCommon: 31 }
 */
export type FoundShapePairs = {
  pairs: ShapePair[]
  files: number
  lines: number
  leftOut: { file: string; why: string }[]
  tooCommon: number
}

/**
 * Finds the pairs of places below `root` that share runs of MIN_RUN_LINES or more significant
 * lines, identical or of the same shape (see the comment at the top of this file). Paths are
 * relative to `root`.
 * @example
 * const { pairs } = findShapePairs('/repo')
 * pairs[0] // { a: { file: 'packages/core/src/a.ts', start: 10, end: 24 }, b: …, identical: true, … }
 */
export function findShapePairs(root: string, options: FindShapePairsOptions = {}): FoundShapePairs {
  const read = readSourceFiles(root)
  const bits = shapeRarity(read.files.map((file) => file.lines.map((line) => line.shape)))
  const prefix = options.under?.replace(/\/*$/, '/')
  const files = prefix ? read.files.filter((file) => file.path.startsWith(prefix)) : read.files
  const matches: WindowMatch[] = []
  for (const places of windowPlaces(
    internLines(files, (line) => line.text),
    MIN_RUN_LINES,
  ).values())
    if (places.length >= 2 && places.length <= MAX_PLACES)
      matches.push(...placePairs(places, MIN_RUN_LINES, { identical: true, recurring: false }))
  let tooCommon = 0
  const shapes = internLines(files, (line) => line.shape)
  for (const places of windowPlaces(shapes, MIN_RUN_LINES).values()) {
    const { file, at } = places[0]!
    const window = files[file]!.lines.slice(at, at + MIN_RUN_LINES)
    if (
      places.length < 2 ||
      window.reduce((sum, line) => sum + bits(line.shape), 0) < MIN_SHAPE_BITS
    )
      continue
    if (places.length > MAX_PLACES) tooCommon += 1
    else {
      const recurring = recursInFolder(places.map((place) => files[place.file]!.path))
      matches.push(...placePairs(places, MIN_RUN_LINES, { identical: false, recurring }))
    }
  }
  const runsByPair = new Map<string, WindowRun[]>()
  for (const run of joinRuns(matches)) {
    const key = `${run.a} ${run.b}`
    runsByPair.set(key, [...(runsByPair.get(key) ?? []), run])
  }
  const pairs = [...runsByPair.values()].map((runs) => pairOfRuns(files, runs, MIN_RUN_LINES))
  pairs.sort(
    (x, y) =>
      Number(x.boilerplate) - Number(y.boilerplate) ||
      y.shared - x.shared ||
      x.a.file.localeCompare(y.a.file) ||
      x.b.file.localeCompare(y.b.file),
  )
  return {
    pairs,
    files: files.length,
    lines: files.reduce((sum, file) => sum + file.lines.length, 0),
    leftOut: prefix ? read.leftOut.filter(({ file }) => file.startsWith(prefix)) : read.leftOut,
    tooCommon,
  }
}
