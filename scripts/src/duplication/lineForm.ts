import { FORM_NAMES, KEYWORDS } from './keywords'
import type { LineToken } from './tokenizeLine'

/**
 * How much of a line is form and how much content: each punctuation character, each keyword
 * and each of the FORM_NAMES is form, each other name, number or string is content. A window
 * mostly of form (`} else {`, `return null`, `}, [deps])`, `<Tag a={b} />`) shares little more
 * than syntax.
 * @example
 * lineForm(tokenizeLine('} catch (e) {')) // { form: 5, content: 1 }
 */
export function lineForm(tokens: readonly LineToken[]): { form: number; content: number } {
  let form = 0
  for (const { kind, text } of tokens)
    if (kind === 'punct' || (kind === 'word' && (KEYWORDS.has(text) || FORM_NAMES.has(text))))
      form += 1
  return { form, content: tokens.length - form }
}
