import { AdapterOrConnectorNotFoundError, type CaipNetwork } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import { toPorticoError } from '../errors/toPorticoError'
import { NoSolanaAccountError } from '../errors/wallet'
import { findWallet } from '../internal/findWallet'
import { defaultNetwork } from '../internal/networkOf'
import { openSession } from '../internal/openSession'
import type { SolanaState } from '../internal/solanaState'
import { toConnection } from '../wallet/createSolanaSession'

/**
 * Connects the wallet behind `connectorId` on `caipNetwork` (or the default Solana network); an
 * already connected wallet only moves to that network. A wallet sharing no Solana account is
 * NoSolanaAccountError, a declined prompt UserRejectedRequestError.
 * @example
 * const { address } = await connectWallet(state, { connectorId: 'Phantom' })
 */
export async function connectWallet(
  state: SolanaState,
  parameters: { connectorId: string; caipNetwork?: CaipNetwork | undefined },
): Promise<AdapterConnection> {
  const { connectorId } = parameters
  const network = defaultNetwork(state, parameters.caipNetwork)
  const existing = state.session.current()
  if (existing?.connectorId === connectorId) {
    state.session.setChain(String(network.id))
    return toConnection(existing)
  }
  const wallet = findWallet(state, connectorId)
  if (!wallet) {
    throw new AdapterOrConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
  }
  try {
    const connection = await openSession(state, {
      wallet,
      chainId: String(network.id),
      silent: false,
    })
    if (!connection) throw new NoSolanaAccountError()
    return connection
  } catch (error) {
    throw toPorticoError(error)
  }
}
