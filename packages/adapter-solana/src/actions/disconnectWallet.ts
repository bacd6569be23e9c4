import { endChosenSession } from '@portico/core'
import type { SolanaState } from '../internal/solanaState'
import { type DisconnectFeature, walletFeature } from '../wallet/solanaWalletFeatures'

/**
 * Ends the session (when `connectorId` is absent or names the connected wallet), forgets it and
 * tells the wallet (`standard:disconnect`); the wallet's own failure to do so is ignored, as the
 * session is over either way.
 * @example
 * await disconnectWallet(state, { connectorId: 'Phantom' })
 */
export async function disconnectWallet(
  state: Pick<SolanaState, 'session'>,
  parameters: { connectorId?: string | undefined },
): Promise<void> {
  const ended = endChosenSession(state.session, parameters.connectorId)
  if (!ended) return
  await walletFeature<DisconnectFeature>(ended.wallet, 'standard:disconnect')
    ?.disconnect()
    .catch(() => undefined)
}
