import type { ChainNamespace, TokenBalance } from '@portico/common'
import { NAMESPACE_FEATURES } from '@portico/common'

/**
 * Why a send cannot start yet, or undefined when the form is complete. The spec §5 sentences
 * verbatim ('Unsupported chain', 'A token is required' (EVM), 'An amount and receiver address
 * are required' while both are missing); when only one of the two is missing, the hint names
 * that one.
 * @example
 * sendFormError({ namespace: 'eip155', token, amount: '', receiver: '' })
 * // 'An amount and receiver address are required'
 */
export function sendFormError({
  namespace,
  token,
  amount,
  receiver,
}: {
  namespace: ChainNamespace
  token: TokenBalance | undefined
  amount: string | undefined
  receiver: string | undefined
}): string | undefined {
  if (!(NAMESPACE_FEATURES.send as readonly string[]).includes(namespace))
    return 'Unsupported chain'
  if (namespace === 'eip155' && !token) return 'A token is required'
  if (!amount && !receiver) return 'An amount and receiver address are required'
  if (!amount) return 'Enter an amount to send'
  if (!receiver) return 'Enter the receiver address'
  return undefined
}
