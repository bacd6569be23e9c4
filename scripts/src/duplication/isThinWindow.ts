import type { SignificantLine } from './significantLines'

/** Above this share of form among its tokens, a window is thin. */
export const THIN_FORM_SHARE = 0.6

/**
 * Whether a window of lines is thin: more than THIN_FORM_SHARE of its tokens are punctuation
 * and keywords (lineForm), so that two windows of its shape share syntax rather than a rule.
 * @example
 * isThinWindow(significantLines('} else {\nreturn null\n…')) // true
 */
export function isThinWindow(lines: readonly SignificantLine[]): boolean {
  let form = 0
  let all = 0
  for (const line of lines) {
    form += line.form
    all += line.form + line.content
  }
  return form > THIN_FORM_SHARE * all
}
