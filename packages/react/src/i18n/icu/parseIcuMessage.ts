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

/**
 * A message that is not valid in the part of ICU MessageFormat the kit reads.
 * @example
 * throw new IcuSyntaxError('expected }', '{count', 6)
 */
export class IcuSyntaxError extends Error {
  override name = 'IcuSyntaxError'
  constructor(problem: string, source: string, at: number) {
    super(`${problem} at ${at} in "${source}"`)
  }
}

const NAME = /[\p{L}\p{N}_-]/u
const TAG_START = /[a-zA-Z]/
const SPACE = /\s/

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
  let at = 0
  const fail = (problem: string): never => {
    throw new IcuSyntaxError(problem, source, at)
  }
  const skipSpace = () => {
    while (at < source.length && SPACE.test(source.charAt(at))) at++
  }
  const expect = (char: string) => {
    if (source.charAt(at) !== char) fail(`expected ${char}`)
    at++
  }
  const readName = (): string => {
    const start = at
    while (at < source.length && NAME.test(source.charAt(at))) at++
    if (at === start) fail('expected a name')
    return source.slice(start, at)
  }

  // Reads pieces up to the `}` that closes a branch (depth > 0), the `</` of a tag, or the end.
  function readPieces(inPlural: boolean, depth: number, closingTag?: string): IcuNode[] {
    const nodes: IcuNode[] = []
    let text = ''
    const flush = () => {
      if (text) nodes.push({ kind: 'text', text })
      text = ''
    }
    while (at < source.length) {
      const char = source.charAt(at)
      if (char === "'") {
        text += readApostrophe(inPlural)
      } else if (char === '{') {
        flush()
        nodes.push(readArgument(depth))
      } else if (char === '}') {
        if (depth === 0) fail('unmatched }')
        break
      } else if (char === '#' && inPlural) {
        flush()
        nodes.push({ kind: 'pound' })
        at++
      } else if (char === '<' && source.charAt(at + 1) === '/') {
        if (closingTag === undefined) fail('unmatched closing tag')
        break
      } else if (char === '<' && TAG_START.test(source.charAt(at + 1))) {
        flush()
        nodes.push(readTag(inPlural, depth))
      } else {
        text += char
        at++
      }
    }
    flush()
    return nodes
  }

  function readApostrophe(inPlural: boolean): string {
    const next = source.charAt(at + 1)
    if (next === "'") {
      at += 2
      return "'"
    }
    const quotes = (next !== '' && '{}<>'.includes(next)) || (next === '#' && inPlural)
    if (!quotes) {
      at++
      return "'"
    }
    // A quoted run: literal up to the next lone apostrophe (or the end), `''` inside it is one.
    at++
    let quoted = ''
    while (at < source.length) {
      const char = source.charAt(at)
      if (char === "'") {
        if (source.charAt(at + 1) === "'") {
          quoted += "'"
          at += 2
          continue
        }
        at++
        return quoted
      }
      quoted += char
      at++
    }
    return quoted
  }

  function readArgument(depth: number): IcuNode {
    expect('{')
    skipSpace()
    const name = readName()
    skipSpace()
    if (source.charAt(at) === '}') {
      at++
      return { kind: 'argument', name }
    }
    if (source.charAt(at) !== ',') fail('expected } or ,')
    at++
    skipSpace()
    const type = readName()
    skipSpace()
    if (type === 'number') {
      let style: 'integer' | 'percent' | undefined
      if (source.charAt(at) === ',') {
        at++
        skipSpace()
        const written = readName()
        if (written !== 'integer' && written !== 'percent')
          fail(`unsupported number style ${written}`)
        style = written as 'integer' | 'percent'
        skipSpace()
      }
      expect('}')
      return { kind: 'number', name, style }
    }
    const kind =
      type === 'plural' || type === 'select' ? type : fail(`unsupported argument type ${type}`)
    expect(',')
    const branches = new Map<string, IcuNode[]>()
    skipSpace()
    while (at < source.length && source.charAt(at) !== '}') {
      const exact = source.charAt(at) === '='
      if (exact) at++
      const selector = (exact ? '=' : '') + readName()
      if (exact && !/^=\d+$/.test(selector)) fail('expected a number after =')
      if (source.charAt(at) === ':') fail(`unsupported ${selector}:`)
      if (branches.has(selector)) fail(`repeated branch ${selector}`)
      skipSpace()
      expect('{')
      branches.set(selector, readPieces(kind === 'plural', depth + 1))
      expect('}')
      skipSpace()
    }
    expect('}')
    if (!branches.has('other')) fail('missing the other branch')
    return { kind, name, branches }
  }

  function readTag(inPlural: boolean, depth: number): IcuNode {
    expect('<')
    const name = readName()
    expect('>')
    const children = readPieces(inPlural, depth, name)
    expect('<')
    expect('/')
    if (readName() !== name) fail(`expected </${name}>`)
    expect('>')
    return { kind: 'tag', name, children }
  }

  const nodes = readPieces(false, 0)
  if (at < source.length) fail('unexpected text')
  return nodes
}
