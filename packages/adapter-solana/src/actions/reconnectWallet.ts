import type { CaipNetwork } from '@portico/common'
import type { AdapterConnection } from '@portico/core'
import { waitForWallet } from '../internal/findWallet'
import { defaultNetwork } from '../internal/networkOf'
import { openSession } from '../internal/openSession'
import type { SolanaState } from '../internal/solanaState'

/**
 * Restores the stored wallet without a prompt: waits for it to register, asks silently for the
 * accounts it already granted. Resolves undefined when there is nothing to restore or the
 * wallet fails: the user then connects again.
 * @example
 * const connection = await reconnectWallet(state, { connectorId: 'Phantom' })
 */
export async function reconnectWallet(
  state: SolanaState,
  parameters: { connectorId: string; caipNetwork?: CaipNetwork | undefined },
): Promise<AdapterConnection | undefined> {
  const { connectorId } = parameters
  if ((await state.session.stored()) !== connectorId) return undefined
  const timeoutMs = state.parameters.reconnectTimeoutMs ?? 1_000
  const wallet = await waitForWallet(state, connectorId, timeoutMs)
  if (!wallet) return undefined
  try {
    const chainId = String(defaultNetwork(state, parameters.caipNetwork).id)
    return await openSession(state, { wallet, chainId, silent: true })
  } catch {
    return undefined
  }
}
