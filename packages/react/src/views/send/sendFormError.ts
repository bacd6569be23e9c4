import type { ChainNamespace, TokenBalance } from '@portico/common'
import { NAMESPACE_FEATURES } from '@portico/common'
import type { Translator } from '../../i18n/Translator'

/**
 * Why a send cannot start yet, or undefined when the form is complete. The spec §5 sentences
 * verbatim ('Unsupported chain', 'A token is required' (EVM), 'An amount and receiver address
 * are required' while both are missing); when only one of the two is missing, the hint names
 * that one. Written by `t`.
 * @example
 * sendFormError({ namespace: 'eip155', token, amount: '', receiver: '' }, t)
 * // 'An amount and receiver address are required'
 */
export function sendFormError(
  {
    namespace,
    token,
    amount,
    receiver,
  }: {
    namespace: ChainNamespace
    token: TokenBalance | undefined
    amount: string | undefined
    receiver: string | undefined
  },
  t: Translator['t'],
): string | undefined {
  if (!(NAMESPACE_FEATURES.send as readonly string[]).includes(namespace))
    return t('send.form.unsupportedChain')
  if (namespace === 'eip155' && !token) return t('send.form.tokenRequired')
  if (!amount && !receiver) return t('send.form.amountAndReceiverRequired')
  if (!amount) return t('send.form.amountRequired')
  if (!receiver) return t('send.form.receiverRequired')
  return undefined
}
