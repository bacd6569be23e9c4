import { AdapterOrConnectorNotFoundError, type CaipNetwork } from '@portico/common'
import { toPorticoError } from '../errors/toPorticoError'
import { connectedSession } from '../internal/connectedAccount'
import { loadSolanaActions } from '../internal/loadSolanaActions'
import { networkOf, rpcUrlOf } from '../internal/networkOf'
import type { SolanaState } from '../internal/solanaState'
import { requestSolanaWallet } from '../wallet/requestSolanaWallet'

/**
 * Sends a solana_* RPC request (requestSolanaWallet) to the connected wallet with its active
 * account, on `caipNetwork` or the session's network.
 * @example
 * const { signature } = await requestWallet(state, { method: 'solana_signMessage', params })
 */
export async function requestWallet(
  state: Pick<SolanaState, 'session' | 'networks' | 'loading'>,
  parameters: {
    method: string
    params?: unknown
    caipNetwork?: CaipNetwork | undefined
    connectorId?: string | undefined
  },
): Promise<unknown> {
  const { method, params, caipNetwork, connectorId } = parameters
  try {
    const current = connectedSession(state, connectorId)
    const account = current.accounts[0]
    if (!account) throw new AdapterOrConnectorNotFoundError()
    const network = networkOf(state, caipNetwork?.id ?? current.chainId)
    return await requestSolanaWallet(await loadSolanaActions(state), current.wallet, account, {
      method,
      params,
      network,
      rpcUrl: rpcUrlOf(network),
    })
  } catch (error) {
    throw toPorticoError(error)
  }
}
