import type { MessageKey } from '../../i18n/messages/en'
import type { Translator } from '../../i18n/Translator'

// The spec §8 SIWX errors core records, by their stable codes.
const ERROR_KEYS: Record<string, MessageKey> = {
  SIGNATURE_DECLINED: 'siwx.error.declined',
  SMART_ACCOUNTS_NOT_SUPPORTED: 'siwx.error.smartAccounts',
  SIWX_INITIALIZATION: 'siwx.error.init',
  SIWX_NOT_ENABLED: 'siwx.error.notEnabled',
  NO_ACTIVE_CAIP_ADDRESS: 'siwx.error.noAddress',
  NO_ACTIVE_CAIP_NETWORK_OR_CLIENT: 'siwx.error.noNetwork',
  NO_CONNECTION_CONTROLLER_CLIENT: 'siwx.error.noClient',
}

/**
 * The sign-in failure in the visitor's language: core keeps the error's short message and code
 * (the siwx store's `error` and `errorCode`); the spec §8 SIWX errors are translated by code,
 * any other failure shows its own message.
 * @example
 * describeSiwxError({ code: 'SIGNATURE_DECLINED', message: 'Signature declined' }, t) // 'Signatur abgelehnt' in German
 */
export function describeSiwxError(
  error: { code: string | number | undefined; message: string },
  t: Translator['t'],
): string {
  const key = typeof error.code === 'string' ? ERROR_KEYS[error.code] : undefined
  return key ? t(key) : error.message
}
