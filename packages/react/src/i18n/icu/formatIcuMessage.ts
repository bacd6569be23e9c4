import type { IcuNode } from './parseIcuMessage'

/**
 * What formatting a message needs of its locale: its plural rules and number formats.
 * @example
 * const locale: IcuLocale = { pluralCategory: (n) => rules.select(n), formatNumber: (n) => nf.format(n) }
 */
export type IcuLocale = {
  pluralCategory(value: number): string
  formatNumber(value: number, style?: 'integer' | 'percent'): string
}

/**
 * Fills a parsed message ({@link parseIcuMessage}) with `values`: a placeholder takes its value
 * as written (a string, a number's digits, or a React node kept as a part), `{n, number}` and a
 * plural's `#` the locale's number format, a plural the branch `=n` or the locale's category of
 * `n` (else `other`), a select the branch named by the value (else `other`), and a tag the result
 * of its function applied to the tag's content. Returns the text when every part is text, else
 * the parts in order (adjacent text joined) for React to render. A placeholder with no value, a
 * plural of something not a number, or a tag without a function throws: the caller falls back to
 * English.
 * @example
 * formatIcuMessage(parseIcuMessage('{count, plural, one {# wallet} other {# wallets}}'), { count: 2 }, en) // '2 wallets'
 */
export function formatIcuMessage(
  nodes: readonly IcuNode[],
  values: Readonly<Record<string, unknown>> | undefined,
  locale: IcuLocale,
): string | unknown[] {
  const parts: unknown[] = []
  fill(nodes, values ?? {}, locale, undefined, joiningText(parts))
  if (parts.length === 0) return ''
  if (parts.length === 1 && typeof parts[0] === 'string') return parts[0]
  return parts
}

function fill(
  nodes: readonly IcuNode[],
  values: Readonly<Record<string, unknown>>,
  locale: IcuLocale,
  pluralValue: number | undefined,
  push: (part: unknown) => void,
): void {
  for (const node of nodes) {
    switch (node.kind) {
      case 'text':
        push(node.text)
        break
      case 'pound':
        push(pluralValue === undefined ? '#' : locale.formatNumber(pluralValue))
        break
      case 'argument': {
        const value = argumentOf(values, node.name)
        if (value === null || value === undefined) push('')
        else if (typeof value === 'string' || typeof value === 'number') push(String(value))
        else push(value)
        break
      }
      case 'number':
        push(locale.formatNumber(numberOf(values, node.name), node.style))
        break
      case 'plural': {
        const value = numberOf(values, node.name)
        const branch =
          node.branches.get(`=${value}`) ??
          node.branches.get(locale.pluralCategory(value)) ??
          (node.branches.get('other') as IcuNode[])
        fill(branch, values, locale, value, push)
        break
      }
      case 'select': {
        const value = String(argumentOf(values, node.name))
        const branch = node.branches.get(value) ?? (node.branches.get('other') as IcuNode[])
        fill(branch, values, locale, pluralValue, push)
        break
      }
      case 'tag': {
        const wrap = argumentOf(values, node.name)
        if (typeof wrap !== 'function') throw new Error(`The tag <${node.name}> needs a function`)
        const chunks: unknown[] = []
        fill(node.children, values, locale, pluralValue, joiningText(chunks))
        const wrapped: unknown = wrap(chunks)
        for (const part of Array.isArray(wrapped) ? wrapped : [wrapped]) push(part)
        break
      }
    }
  }
}

/** Appends parts to `into`, text onto text before it. */
function joiningText(into: unknown[]): (part: unknown) => void {
  return (part) => {
    const last = into.length - 1
    if (typeof part === 'string' && typeof into[last] === 'string') into[last] += part
    else into.push(part)
  }
}

function argumentOf(values: Readonly<Record<string, unknown>>, name: string): unknown {
  if (!Object.hasOwn(values, name)) throw new Error(`The message needs a value for {${name}}`)
  return values[name]
}

function numberOf(values: Readonly<Record<string, unknown>>, name: string): number {
  const value = argumentOf(values, name)
  if (typeof value !== 'number') throw new Error(`{${name}} must be a number`)
  return value
}
