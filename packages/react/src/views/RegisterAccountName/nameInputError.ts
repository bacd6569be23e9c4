import { isValidAccountName } from '@portico/common'
import type { Translator } from '../../i18n/Translator'

/**
 * What is wrong with a typed name label as the visitor types (spec §5: letters, digits and
 * hyphens, at least 4 characters), in the visitor's language, or undefined when it is fine or
 * still empty.
 * @example
 * nameInputError('ab', t) // 'At least 4 characters'
 * nameInputError('al_ice', t) // 'Only letters, digits and hyphens'
 */
export function nameInputError(label: string, t: Translator['t']): string | undefined {
  if (label === '' || isValidAccountName(label)) return undefined
  if (/[^a-zA-Z0-9-]/.test(label)) return t('names.rule.characters')
  return t('names.rule.length')
}
