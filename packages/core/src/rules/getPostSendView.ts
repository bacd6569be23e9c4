import type { ChainNamespace } from '@portico/common'
import type { RouterView } from '../types/RouterView'

/**
 * Where a successful send leads (spec §2): ERC-20 and Solana sends return to Account; a native
 * EVM send leaves the views as they are (undefined).
 * @example
 * getPostSendView({ namespace: 'eip155', isNativeToken: false }) // { view: 'Account' }
 * getPostSendView({ namespace: 'eip155', isNativeToken: true }) // undefined
 */
export function getPostSendView(params: {
  namespace: ChainNamespace
  isNativeToken: boolean
}): RouterView | undefined {
  if (params.namespace === 'solana') return { view: 'Account' }
  if (params.namespace === 'eip155' && !params.isNativeToken) return { view: 'Account' }
  return undefined
}
