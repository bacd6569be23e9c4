import { PAY_ERROR_MESSAGES, type PayErrorCode } from '@portico/core'
import type { MessageKey } from '../../i18n/messages/en'
import type { Translator } from '../../i18n/Translator'
import { translateCoreMessage } from '../../i18n/translateCoreMessage'

/** Core's Pay sentences (AppKit Pay's words) and the key of each one's translation. */
const KEYS: Partial<Record<PayErrorCode, MessageKey>> = {
  INVALID_PAYMENT_CONFIG: 'pay.error.invalidConfig',
  INVALID_RECIPIENT: 'pay.error.invalidRecipient',
  INVALID_ASSET: 'pay.error.invalidAsset',
  INVALID_AMOUNT: 'pay.error.invalidAmount',
  UNKNOWN_ERROR: 'pay.error.unknown',
  UNABLE_TO_INITIATE_PAYMENT: 'pay.error.unableToInitiate',
  INVALID_CHAIN_NAMESPACE: 'pay.error.invalidNamespace',
  GENERIC_PAYMENT_ERROR: 'pay.error.generic',
  UNABLE_TO_GET_EXCHANGES: 'pay.error.exchanges',
  UNABLE_TO_GET_PAY_URL: 'pay.error.payUrl',
}

/** The outcomes core words itself, outside the codes. */
const OUTCOMES: Record<string, MessageKey> = {
  'Payment cancelled': 'pay.error.cancelled',
  'Payment timeout': 'pay.error.timeout',
}

/** Failures that another try with the same options meets again: the site must change them. */
const FINAL = new Set<string>(
  (
    [
      'INVALID_PAYMENT_CONFIG',
      'INVALID_RECIPIENT',
      'INVALID_ASSET',
      'INVALID_AMOUNT',
      'INVALID_CHAIN_NAMESPACE',
      'PAY_DISABLED',
    ] as const
  ).map((code) => PAY_ERROR_MESSAGES[code]),
)

/**
 * A Pay failure in the visitor's language — core's Pay and request sentences (a declined
 * wallet request…) translated, any other reason (the gateway's, a wallet's) as it came — and
 * whether "Try again" can help.
 * @example
 * payErrorMessage('Invalid payment amount', t) // { text: 'Ungültiger Zahlungsbetrag', retry: false }
 */
export function payErrorMessage(
  error: string,
  t: Translator['t'],
): { text: string; retry: boolean } {
  const code = (Object.keys(KEYS) as PayErrorCode[]).find(
    (candidate) => PAY_ERROR_MESSAGES[candidate] === error,
  )
  const key = (code && KEYS[code]) ?? OUTCOMES[error]
  return { text: key ? t(key) : translateCoreMessage(error, t), retry: !FINAL.has(error) }
}
