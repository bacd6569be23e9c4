import { isValidAccountName } from '@portico/common'

/**
 * What is wrong with a typed name label as the visitor types (spec §5: letters, digits and
 * hyphens, at least 4 characters), or undefined when it is fine or still empty.
 * @example
 * nameInputError('ab') // 'At least 4 characters'
 * nameInputError('al_ice') // 'Only letters, digits and hyphens'
 */
export function nameInputError(label: string): string | undefined {
  if (label === '' || isValidAccountName(label)) return undefined
  if (/[^a-zA-Z0-9-]/.test(label)) return 'Only letters, digits and hyphens'
  return 'At least 4 characters'
}
