import {
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from '@portico/common'
import type { MessageKey } from '../../i18n/messages/en'
import type { Translator } from '../../i18n/Translator'

const CLASSES: ReadonlyArray<readonly [abstract new (...args: never[]) => Error, MessageKey]> = [
  [NameSuggestionsError, 'names.error.suggestions'],
  [RegisterNameError, 'names.error.register'],
  [ResolveNameError, 'names.error.resolve'],
  [NamesForAddressError, 'names.error.forAddress'],
]

/**
 * The sentence shown for a failed names call, in the visitor's language: spec §8's name errors
 * by class, another error's short message as is, and 'Error fetching name suggestions' for an
 * error that has none.
 * @example
 * describeNameError(new NameSuggestionsError(), t) // 'Error fetching name suggestions'
 */
export function describeNameError(error: unknown, t: Translator['t']): string {
  for (const [type, key] of CLASSES) if (error instanceof type) return t(key)
  const shortMessage = (error as { shortMessage?: unknown } | null | undefined)?.shortMessage
  return typeof shortMessage === 'string' ? shortMessage : t('names.error.suggestions')
}
