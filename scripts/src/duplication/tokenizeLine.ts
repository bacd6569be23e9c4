/**
 * One token of a source line: a word (a name or a keyword), a number, a quoted string, or one
 * character of punctuation.
 * @example
 * const token: LineToken = { kind: 'word', text: 'total' }
 */
export type LineToken = { kind: 'word' | 'number' | 'string' | 'punct'; text: string }

// Quoted strings end on their line; one left open runs to the line's end. A template literal is
// not one token: its backticks are punctuation and its text is read as code, because the lines
// of a multi-line template (CSS, HTML, SQL) are lines of code in their own right.
const TOKEN =
  /\s+|('(?:[^'\\]|\\.)*'?|"(?:[^"\\]|\\.)*"?)|(0[xXbBoO][\da-fA-F_]+|\d[\d_]*(?:\.\d[\d_]*)?(?:[eE][+-]?\d+)?)|([\p{L}_][\p{L}\p{N}_]*)|([\s\S])/gu

/**
 * Splits one line of source text into tokens, white space dropped. The same reading serves every
 * language the duplication check reads (TypeScript, JavaScript, CSS, HTML, Solidity): it needs
 * only where names, numbers and strings stand, not what they mean.
 * @example
 * tokenizeLine("const a = f('x', 1)").map((t) => t.kind)
 * // ['word', 'word', 'punct', 'word', 'punct', 'string', 'punct', 'number', 'punct']
 */
export function tokenizeLine(text: string): LineToken[] {
  const tokens: LineToken[] = []
  // matchAll reads a copy of the pattern, so its position is never shared between calls.
  for (const [, string, number, word, punct] of text.matchAll(TOKEN)) {
    if (string !== undefined) tokens.push({ kind: 'string', text: string })
    else if (number !== undefined) tokens.push({ kind: 'number', text: number })
    else if (word !== undefined) tokens.push({ kind: 'word', text: word })
    else if (punct !== undefined) tokens.push({ kind: 'punct', text: punct })
  }
  return tokens
}
