import { isPassedOverLine } from './isPassedOverLine'
import { lineForm } from './lineForm'
import { lineShape } from './lineShape'
import { tokenizeLine } from './tokenizeLine'

/**
 * One line the duplication check reads: its number in the file (from 1), its text with white
 * space folded (two lines with the same text are identical), its shape (two lines with the same
 * shape differ at most in names, numbers and strings), and how many of its tokens are form and
 * how many content (lineForm).
 * @example
 * const line: SignificantLine = { line: 12, text: 'return a + b', shape: 'return \u0001n + \u0001n', form: 2, content: 2 }
 */
export type SignificantLine = {
  line: number
  text: string
  shape: string
  form: number
  content: number
}

/**
 * The lines of a source file that count towards duplication, in order: all but blank lines,
 * comments, lone punctuation, imports and the other lines isPassedOverLine leaves.
 * @example
 * significantLines('// sum\nconst a = b + c\n}\n').map((l) => l.line) // [2]
 */
export function significantLines(source: string): SignificantLine[] {
  const lines: SignificantLine[] = []
  source.split(/\r\n|\n|\r/).forEach((raw, index) => {
    if (isPassedOverLine(raw)) return
    const tokens = tokenizeLine(raw)
    lines.push({
      line: index + 1,
      text: raw.trim().replace(/\s+/g, ' '),
      shape: lineShape(tokens),
      ...lineForm(tokens),
    })
  })
  return lines
}
