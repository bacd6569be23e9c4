import { type BitcoinState, STORAGE_KEY } from './bitcoinState'

/**
 * Ends the session as a disconnect: stops following the wallet, forgets the stored connection
 * and tells the kit.
 * @example
 * endSession(state, wallet.name)
 */
export function endSession(state: BitcoinState, connectorId: string): void {
  state.session?.unsubscribe()
  state.session = undefined
  void state.parameters.storage?.removeItem(STORAGE_KEY)
  state.context?.onDisconnected({ connectorId })
}
