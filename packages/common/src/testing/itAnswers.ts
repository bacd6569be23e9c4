import { expect, it } from 'vitest'

/**
 * The table tests of a yes-or-no rule: one test per value, titled as `it.each` titles them
 * (`%s`, `%j`), each expecting `rule(value)` to answer `expected`.
 * @example
 * itAnswers(isValidEmail, false, 'rejects %j', ['', 'ada@', '@example.com'])
 */
export function itAnswers<T>(
  rule: (value: T) => boolean,
  expected: boolean,
  title: string,
  values: readonly T[],
): void {
  it.each(values)(title, (value) => {
    expect(rule(value as T)).toBe(expected)
  })
}
