import { PairingCancelledError } from '../../errors/PairingCancelledError'
import { toWalletConnectError } from '../../errors/toWalletConnectError'
import type { WalletConnectState } from '../WalletConnectState'

/**
 * Cancels the pairing in flight and ends the session with the wallet, if there is one.
 * @example
 * await disconnectSession(state)
 */
export async function disconnectSession(state: WalletConnectState): Promise<void> {
  state.pairing.clear(new PairingCancelledError())
  state.live = false
  if (!state.provider?.session) return
  await state.provider.disconnect().catch((error: unknown) => {
    throw toWalletConnectError(error)
  })
}
