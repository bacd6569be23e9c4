import { ChainNotSupportedError } from '@portico/common'
import type { WalletConnectFamily } from '../../eip155/WalletConnectFamily'
import type { ComposedAdapterState } from '../ComposedAdapterState'

/**
 * How the session signs and sends on the namespace; a ChainNotSupportedError for a namespace
 * WalletConnect has no family for.
 * @example
 * const signature = await requireFamily(state).signMessage(walletConnect, params)
 */
export function requireFamily(state: ComposedAdapterState): WalletConnectFamily {
  if (!state.family)
    throw new ChainNotSupportedError({ metaMessages: [`Namespace: ${state.namespace}`] })
  return state.family
}
