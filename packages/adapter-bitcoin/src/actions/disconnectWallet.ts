import type { BitcoinState } from '../internal/bitcoinState'
import { endSession } from '../internal/endSession'
import { walletFeature } from '../internal/walletFeature'

/**
 * Ends the session (when `connectorId` is absent or names the connected wallet) and then tells
 * the wallet (`standard:disconnect`, when it has it).
 * @example
 * await disconnectWallet(state, { connectorId: 'Xverse' })
 */
export async function disconnectWallet(
  state: BitcoinState,
  parameters: { connectorId?: string | undefined },
): Promise<void> {
  const current = state.session
  const { connectorId } = parameters
  if (!current || (connectorId !== undefined && connectorId !== current.wallet.name)) return
  const feature = walletFeature<{ disconnect(): Promise<void> }>(
    current.wallet,
    'standard:disconnect',
  )
  endSession(state, current.wallet.name)
  await feature?.disconnect()
}
