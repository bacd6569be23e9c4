import { createPairingSlot } from './createPairingSlot'
import type { WalletConnectOptions } from './WalletConnectOptions'
import type { WalletConnectState } from './WalletConnectState'

/**
 * The state of a new WalletConnect connector: no context attached, no pairing, no provider.
 * @example
 * const state = createWalletConnectState({ relayUrl: 'ws://127.0.0.1:8788' })
 */
export function createWalletConnectState(options: WalletConnectOptions): WalletConnectState {
  return {
    options,
    contexts: new Map(),
    pairing: createPairingSlot(),
    logger: options.logger ?? console,
    provider: undefined,
    loading: undefined,
    unlisten: undefined,
    live: false,
  }
}
