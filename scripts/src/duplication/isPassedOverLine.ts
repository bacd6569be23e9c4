/** A line longer than this is minified or generated text, not code anyone wrote twice. */
export const MAX_LINE_LENGTH = 2000

// Whole-line comments in the syntaxes read here. A block comment's inner lines count as comments
// when they start with `*`, as the house style writes them; the check reads line by line and
// keeps no state between lines.
const COMMENT = /^(?:\/\/|\/\*|\*|<!--)/
// Imports and re-exports: two files naming the same modules is not two files doing the same thing.
const IMPORT = [
  /^import\b/,
  /^export\s*\{[^}]*\}\s*from\b/,
  /^(?:(?:const|let|var)\s+)?[\w$\s{},:]+=\s*require\(/,
]
// No letter or digit: braces, brackets, `});`, `/>`.
const LONE_PUNCTUATION = /^[^\p{L}\p{N}]*$/u
// Fewer than three characters besides white space (`x,`, `if`, `0`) carry no rule worth sharing.
const MIN_CHARACTERS = 3

/**
 * Whether the duplication check passes over a line: blank, a comment, lone punctuation, two
 * characters or fewer, an import, or longer than MAX_LINE_LENGTH. A run of shared lines is made
 * of the lines left; the ones passed over neither count nor break it.
 * @example
 * isPassedOverLine('  });') // true
 * isPassedOverLine("import { a } from './a'") // true
 * isPassedOverLine('  const total = x + 1') // false
 */
export function isPassedOverLine(line: string): boolean {
  if (line.length > MAX_LINE_LENGTH) return true
  const trimmed = line.trim()
  if (trimmed.replace(/\s+/g, '').length < MIN_CHARACTERS) return true
  if (LONE_PUNCTUATION.test(trimmed) || COMMENT.test(trimmed)) return true
  return IMPORT.some((pattern) => pattern.test(trimmed))
}
