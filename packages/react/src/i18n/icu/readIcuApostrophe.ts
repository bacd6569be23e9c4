import type { IcuCursor } from './IcuCursor'

/**
 * Reads ICU's apostrophe quoting at the cursor (on an apostrophe): `''` is one apostrophe; an
 * apostrophe before `{`, `}`, `<`, `>` or, in a plural, `#` quotes up to the next lone one (or
 * the end), `''` inside it being one; any other apostrophe is itself. Returns the literal text.
 * @example
 * readIcuApostrophe(createIcuCursor("'{'"), false) // '{'
 */
export function readIcuApostrophe(cursor: IcuCursor, inPlural: boolean): string {
  const next = cursor.peek(1)
  if (next === "'") {
    cursor.at += 2
    return "'"
  }
  const quotes = (next !== '' && '{}<>'.includes(next)) || (next === '#' && inPlural)
  cursor.at++
  if (!quotes) return "'"
  let quoted = ''
  while (cursor.at < cursor.source.length) {
    const char = cursor.peek()
    if (char === "'") {
      if (cursor.peek(1) === "'") {
        quoted += "'"
        cursor.at += 2
        continue
      }
      cursor.at++
      return quoted
    }
    quoted += char
    cursor.at++
  }
  return quoted
}
