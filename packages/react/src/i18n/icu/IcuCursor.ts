import { IcuSyntaxError } from './IcuSyntaxError'

const NAME = /[\p{L}\p{N}_-]/u
const SPACE = /\s/

/**
 * A reading position in a message's source, with the small steps every part of the parser
 * takes; `fail` throws {@link IcuSyntaxError} at the position.
 * @example
 * const cursor = createIcuCursor('{count}')
 * cursor.expect('{')
 */
export type IcuCursor = {
  readonly source: string
  at: number
  /** The character `offset` places on (empty past the end). */
  peek(offset?: number): string
  fail(problem: string): never
  skipSpace(): void
  expect(char: string): void
  /** A placeholder's, type's, selector's or tag's name; fails on none. */
  readName(): string
}

/**
 * A cursor at the start of `source`.
 * @example
 * const cursor = createIcuCursor('{count, plural, other {#}}')
 */
export function createIcuCursor(source: string): IcuCursor {
  const cursor: IcuCursor = {
    source,
    at: 0,
    peek: (offset = 0) => source.charAt(cursor.at + offset),
    fail(problem) {
      throw new IcuSyntaxError(problem, source, cursor.at)
    },
    skipSpace() {
      while (cursor.at < source.length && SPACE.test(source.charAt(cursor.at))) cursor.at++
    },
    expect(char) {
      if (source.charAt(cursor.at) !== char) cursor.fail(`expected ${char}`)
      cursor.at++
    },
    readName() {
      const start = cursor.at
      while (cursor.at < source.length && NAME.test(source.charAt(cursor.at))) cursor.at++
      if (cursor.at === start) cursor.fail('expected a name')
      return source.slice(start, cursor.at)
    },
  }
  return cursor
}
