import { ProviderNotConnectedError } from '@portico/common'
import type { BitcoinSession, BitcoinState } from './bitcoinState'

/**
 * The connected wallet's session; without one, ProviderNotConnectedError.
 * @example
 * const { wallet, accounts } = connectedSession(state)
 */
export function connectedSession(state: Pick<BitcoinState, 'session'>): BitcoinSession {
  if (!state.session) throw new ProviderNotConnectedError()
  return state.session
}
