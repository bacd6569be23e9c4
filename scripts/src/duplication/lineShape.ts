import { KEYWORDS } from './keywords'
import type { LineToken } from './tokenizeLine'

// Placeholders no source token can spell: tokens are joined with a space, and no token holds one.
const NAME = '\u0001n'
const NUMBER = '\u0001d'
const STRING = '\u0001s'

/**
 * A line's shape: its tokens with every name, number and string replaced by a placeholder,
 * keywords and punctuation kept, white space dropped. Two lines of the same shape do the same
 * thing with other names and values (`total = price * 2` and `sum = cost * 3`).
 * @example
 * lineShape(tokenizeLine('const a = f(1)')) === lineShape(tokenizeLine('const b = g(2)')) // true
 * lineShape(tokenizeLine('const a = f(1)')) === lineShape(tokenizeLine('let a = f(1)')) // false
 */
export function lineShape(tokens: readonly LineToken[]): string {
  return tokens
    .map(({ kind, text }) => {
      if (kind === 'string') return STRING
      if (kind === 'number') return NUMBER
      if (kind === 'word' && !KEYWORDS.has(text)) return NAME
      return text
    })
    .join(' ')
}
