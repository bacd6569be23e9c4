/**
 * One place of a clone: a file relative to the repository root and its first and last line.
 * @example
 * const place: ClonePlace = { file: 'packages/core/src/a.ts', start: 10, end: 18 }
 */
export type ClonePlace = { file: string; start: number; end: number }

/**
 * Two places that share the same lines (six or more significant ones, findShapePairs).
 * @example
 * const clone: Clone = { a: { file: 'x.ts', start: 1, end: 8 }, b: { file: 'y.ts', start: 4, end: 11 }, lines: 8 }
 */
export type Clone = { a: ClonePlace; b: ClonePlace; lines: number }
