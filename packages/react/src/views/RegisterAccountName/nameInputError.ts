import { isValidAccountName } from '@portico/common'
import type { Translator } from '../../i18n/Translator'

/**
 * What is wrong with a typed name label as the visitor types (isValidAccountName: letters,
 * digits and hyphens, 4 to 63 characters, hyphens single and between letters or digits), in
 * the visitor's language, or undefined when it is fine or still empty.
 * @example
 * nameInputError('ab', t) // 'At least 4 characters'
 * nameInputError('al_ice', t) // 'Only letters, digits and hyphens'
 * nameInputError('alice-', t) // 'Hyphens only between letters or digits, one at a time'
 */
export function nameInputError(label: string, t: Translator['t']): string | undefined {
  if (label === '') return undefined
  // The rule is isValidAccountName's; these only name which part of it a label breaks.
  if (/[^a-zA-Z0-9-]/.test(label)) return t('names.rule.characters')
  if (label.length > 63) return t('names.rule.tooLong')
  if (/^-|-$|--/.test(label)) return t('names.rule.hyphens')
  return isValidAccountName(label) ? undefined : t('names.rule.length')
}
