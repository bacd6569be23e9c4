import type { MessageKey } from './messages/en'
import { alerts } from './messages/en/alerts'
import type { Translator } from './Translator'

/**
 * The toasts core raises with its errors' English `shortMessage`s (declined requests, failed
 * fetches, swap failures), which the toast store holds as text.
 */
const TOAST_KEYS = [
  'alerts.toast.userRejected',
  'alerts.toast.actionNotAllowed',
  'alerts.toast.disconnectFailed',
  'alerts.toast.balanceUnavailable',
  'alerts.toast.transactionsFailed',
  'alerts.toast.signatureDeclined',
  'alerts.toast.somethingWentWrong',
  'alerts.toast.errorOccurred',
  'alerts.toast.requestAborted',
  'alerts.toast.insufficientBalance',
  'alerts.toast.insufficientLiquidity',
  'alerts.toast.quoteExpired',
  'alerts.toast.swapFailed',
  'alerts.toast.swapNeedsEvm',
  'alerts.toast.smartAccountsUnsupported',
  'alerts.toast.authenticationFailed',
  'alerts.embeddedWalletLoadFailed.short',
  'alerts.embeddedWalletRequestTimeout.short',
] as const satisfies readonly (keyof typeof alerts & MessageKey)[]

/**
 * A toast's or a view's error line in the translator's language: one of core's error
 * sentences becomes its translation; any other text (already translated by the view that
 * raised it, or a wallet's own error) stays as it is.
 * @example
 * translateCoreMessage('Signature declined', t) // 'Signatur abgelehnt'
 */
export function translateCoreMessage(message: string, t: Translator['t']): string {
  const key = TOAST_KEYS.find((candidate) => alerts[candidate] === message)
  return key ? t(key) : message
}
