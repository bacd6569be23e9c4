/**
 * Two places that hold the same window of lines: file `a` at significant line `atA`, file `b`
 * at `atB` (`a` before `b` in the list read, or the same file with `atA` before `atB`);
 * `identical` when the lines are the same to the letter, `recurring` when the window's shape is
 * a folder's pattern (recursInFolder).
 * @example
 * const match: WindowMatch = { a: 0, atA: 10, b: 4, atB: 52, identical: false, recurring: false }
 */
export type WindowMatch = {
  a: number
  atA: number
  b: number
  atB: number
  identical: boolean
  recurring: boolean
}
