import type { MessageKey } from '../../i18n/messages/en'
import { siwx } from '../../i18n/messages/en/siwx'
import type { Translator } from '../../i18n/Translator'

const ERROR_KEYS = [
  'siwx.error.declined',
  'siwx.error.smartAccounts',
  'siwx.error.init',
  'siwx.error.notEnabled',
  'siwx.error.noAddress',
  'siwx.error.noNetwork',
  'siwx.error.noClient',
] as const satisfies readonly MessageKey[]

/**
 * The sign-in failure in the visitor's language. Core keeps only the error's short message (the
 * siwx store's `error`); the spec §8 SIWX sentences are the English messages of these keys, so
 * they are recognised by it. Any other message is shown as it is.
 * @example
 * describeSiwxError('Signature declined', t) // 'Signatur abgelehnt' in German
 */
export function describeSiwxError(sentence: string, t: Translator['t']): string {
  const key = ERROR_KEYS.find((k) => siwx[k] === sentence)
  return key ? t(key) : sentence
}
