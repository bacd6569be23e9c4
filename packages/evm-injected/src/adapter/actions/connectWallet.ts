import { type CaipNetwork, UserRejectedRequestError } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import { toPorticoError } from '../../errors/toPorticoError'
import { switchWalletChain } from '../../wallet/switchWalletChain'
import { toConnection } from '../createWalletSession'
import type { InjectedEvmState } from '../injectedEvmState'
import { requireProvider, walletChainId } from '../walletProviders'

/**
 * Asks the wallet behind `connectorId` for its accounts (`eth_requestAccounts`), asks it to
 * switch to `caipNetwork` when it is elsewhere and starts the session. Already connected to
 * that wallet, it returns the current connection.
 * @example
 * const { address, chainId } = await connectWallet(state, { connectorId: 'io.metamask' })
 */
export async function connectWallet(
  state: InjectedEvmState,
  parameters: { connectorId: string; caipNetwork?: CaipNetwork | undefined },
): Promise<AdapterConnection> {
  const { connectorId, caipNetwork } = parameters
  const existing = state.session.current()
  if (existing?.connectorId === connectorId) return toConnection(existing)
  const provider = requireProvider(state, connectorId)
  try {
    const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
    let chainId = await walletChainId(provider)
    if (caipNetwork && Number(caipNetwork.id) !== chainId) {
      // Connected on another chain is still connected: core shows the network to pick.
      await switchWalletChain(provider, caipNetwork).catch((error: unknown) => {
        if (error instanceof UserRejectedRequestError) throw error
      })
      chainId = await walletChainId(provider)
    }
    return toConnection(state.session.start({ connectorId, provider, accounts, chainId }))
  } catch (error) {
    throw toPorticoError(error)
  }
}
