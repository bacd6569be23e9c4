import type { AdapterConnection } from '@portico/core'
import { toConnection } from '../createWalletSession'
import type { InjectedEvmState } from '../injectedEvmState'
import { walletChainId } from '../walletProviders'
import { waitForProvider } from './waitForProvider'

/** How long `reconnect` waits for a stored wallet that has not announced itself yet. */
const RECONNECT_DISCOVERY_TIMEOUT_MS = 1_000

/**
 * Restores the connection of the last page load without prompting: only for the stored
 * connector, once its wallet has announced itself, and only while it still shares an account.
 * Anything else is undefined.
 * @example
 * const connection = await reconnectWallet(state, { connectorId: 'io.metamask' })
 */
export async function reconnectWallet(
  state: InjectedEvmState,
  parameters: { connectorId: string },
): Promise<AdapterConnection | undefined> {
  const { connectorId } = parameters
  if (state.session.stored() !== connectorId) return undefined
  const timeout = state.parameters.reconnectTimeoutMs ?? RECONNECT_DISCOVERY_TIMEOUT_MS
  const provider = await waitForProvider(state, connectorId, timeout)
  if (!provider) return undefined
  try {
    // eth_accounts never prompts: an empty answer means the wallet is locked or forgot us.
    const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
    if (!Array.isArray(accounts) || accounts.length === 0) return undefined
    const chainId = await walletChainId(provider)
    return toConnection(state.session.start({ connectorId, provider, accounts, chainId }))
  } catch {
    return undefined
  }
}
