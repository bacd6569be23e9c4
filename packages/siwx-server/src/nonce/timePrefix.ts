const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
const LENGTH = 8

/**
 * A time in milliseconds as 8 base-62 digits that sort (as strings, in ASCII order) like the
 * times they stand for, until the year 8900.
 * @example
 * timePrefix(1_714_557_600_000) // '0UBW0xSi'
 */
export function timePrefix(ms: number): string {
  let rest = Math.max(0, Math.floor(ms))
  let text = ''
  for (let i = 0; i < LENGTH; i++) {
    text = DIGITS[rest % 62] + text
    rest = Math.floor(rest / 62)
  }
  return text
}
