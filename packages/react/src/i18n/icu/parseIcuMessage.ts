import { createIcuCursor, type IcuCursor } from './IcuCursor'
import { readIcuApostrophe } from './readIcuApostrophe'

/**
 * One piece of a parsed message: literal text, a placeholder (`{name}`, `{n, number}`), a
 * plural's `#`, a plural or select with its branches, or a markup tag around more pieces.
 * @example
 * const node: IcuNode = { kind: 'argument', name: 'network' }
 */
export type IcuNode =
  | { kind: 'text'; text: string }
  | { kind: 'argument'; name: string }
  | { kind: 'number'; name: string; style: 'integer' | 'percent' | undefined }
  | { kind: 'pound' }
  | { kind: 'plural'; name: string; branches: ReadonlyMap<string, IcuNode[]> }
  | { kind: 'select'; name: string; branches: ReadonlyMap<string, IcuNode[]> }
  | { kind: 'tag'; name: string; children: IcuNode[] }

const TAG_START = /[a-zA-Z]/

/**
 * Parses a message in the part of ICU MessageFormat the kit's catalogues use: placeholders,
 * `{n, number}` (optionally `integer` or `percent`), `plural` (exact `=n` and CLDR categories,
 * `#` for the number, an `other` branch required) and `select`, markup tags (`<b>…</b>`), and
 * ICU's apostrophe quoting (`''` is one apostrophe; an apostrophe before `{`, `}`, `<`, `>` or, in
 * a plural, `#` quotes up to the next one; any other apostrophe is itself). Anything else —
 * date and time formats, `offset:`, `selectordinal`, an unclosed brace or tag — throws
 * {@link IcuSyntaxError}, so a catalogue test finds it before a visitor does.
 * @example
 * parseIcuMessage('{count, plural, one {# wallet} other {# wallets}}')
 */
export function parseIcuMessage(source: string): IcuNode[] {
  const cursor = createIcuCursor(source)
  const nodes = readPieces(cursor, false, 0)
  if (cursor.at < source.length) cursor.fail('unexpected text')
  return nodes
}

// Reads pieces up to the `}` that closes a branch (depth > 0), the `</` of a tag, or the end.
function readPieces(
  cursor: IcuCursor,
  inPlural: boolean,
  depth: number,
  closingTag?: string,
): IcuNode[] {
  const nodes: IcuNode[] = []
  let text = ''
  const flush = () => {
    if (text) nodes.push({ kind: 'text', text })
    text = ''
  }
  while (cursor.at < cursor.source.length) {
    const char = cursor.peek()
    if (char === "'") {
      text += readIcuApostrophe(cursor, inPlural)
    } else if (char === '{') {
      flush()
      nodes.push(readArgument(cursor, depth))
    } else if (char === '}') {
      if (depth === 0) cursor.fail('unmatched }')
      break
    } else if (char === '#' && inPlural) {
      flush()
      nodes.push({ kind: 'pound' })
      cursor.at++
    } else if (char === '<' && cursor.peek(1) === '/') {
      if (closingTag === undefined) cursor.fail('unmatched closing tag')
      break
    } else if (char === '<' && TAG_START.test(cursor.peek(1))) {
      flush()
      nodes.push(readTag(cursor, inPlural, depth))
    } else {
      text += char
      cursor.at++
    }
  }
  flush()
  return nodes
}

// `{name}`, `{name, number[, style]}`, or a plural or select with its branches.
function readArgument(cursor: IcuCursor, depth: number): IcuNode {
  cursor.expect('{')
  cursor.skipSpace()
  const name = cursor.readName()
  cursor.skipSpace()
  if (cursor.peek() === '}') {
    cursor.at++
    return { kind: 'argument', name }
  }
  if (cursor.peek() !== ',') cursor.fail('expected } or ,')
  cursor.at++
  cursor.skipSpace()
  const type = cursor.readName()
  cursor.skipSpace()
  if (type === 'number') return readNumber(cursor, name)
  const kind =
    type === 'plural' || type === 'select' ? type : cursor.fail(`unsupported argument type ${type}`)
  cursor.expect(',')
  const branches = readBranches(cursor, kind === 'plural', depth)
  if (!branches.has('other')) cursor.fail('missing the other branch')
  return { kind, name, branches }
}

// The rest of `{name, number`: an optional style, then the closing brace.
function readNumber(cursor: IcuCursor, name: string): IcuNode {
  let style: 'integer' | 'percent' | undefined
  if (cursor.peek() === ',') {
    cursor.at++
    cursor.skipSpace()
    const written = cursor.readName()
    if (written !== 'integer' && written !== 'percent')
      cursor.fail(`unsupported number style ${written}`)
    style = written as 'integer' | 'percent'
    cursor.skipSpace()
  }
  cursor.expect('}')
  return { kind: 'number', name, style }
}

// A plural's or select's branches (`=0 {…} one {…} other {…}`) and the argument's closing brace.
function readBranches(cursor: IcuCursor, inPlural: boolean, depth: number): Map<string, IcuNode[]> {
  const branches = new Map<string, IcuNode[]>()
  cursor.skipSpace()
  while (cursor.at < cursor.source.length && cursor.peek() !== '}') {
    const exact = cursor.peek() === '='
    if (exact) cursor.at++
    const selector = (exact ? '=' : '') + cursor.readName()
    if (exact && !/^=\d+$/.test(selector)) cursor.fail('expected a number after =')
    if (cursor.peek() === ':') cursor.fail(`unsupported ${selector}:`)
    if (branches.has(selector)) cursor.fail(`repeated branch ${selector}`)
    cursor.skipSpace()
    cursor.expect('{')
    branches.set(selector, readPieces(cursor, inPlural, depth + 1))
    cursor.expect('}')
    cursor.skipSpace()
  }
  cursor.expect('}')
  return branches
}

// `<name>…</name>` around more pieces.
function readTag(cursor: IcuCursor, inPlural: boolean, depth: number): IcuNode {
  cursor.expect('<')
  const name = cursor.readName()
  cursor.expect('>')
  const children = readPieces(cursor, inPlural, depth, name)
  cursor.expect('<')
  cursor.expect('/')
  if (cursor.readName() !== name) cursor.fail(`expected </${name}>`)
  cursor.expect('>')
  return { kind: 'tag', name, children }
}
