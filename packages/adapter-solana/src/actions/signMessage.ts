import { toPorticoError } from '../errors/toPorticoError'
import { connectedAccount } from '../internal/connectedAccount'
import { loadSolanaActions } from '../internal/loadSolanaActions'
import type { SolanaState } from '../internal/solanaState'
import { requestSolanaWallet } from '../wallet/requestSolanaWallet'

/**
 * Has the connected wallet sign `message` (UTF-8) with `address`; resolves the signature,
 * base58.
 * @example
 * const signature = await signMessage(state, { message: 'Hello', address })
 */
export async function signMessage(
  state: Pick<SolanaState, 'session' | 'loading'>,
  parameters: { message: string; address: string; connectorId?: string | undefined },
): Promise<string> {
  const { message, address, connectorId } = parameters
  try {
    const { wallet, account } = connectedAccount(state, address, connectorId)
    const actions = await loadSolanaActions(state)
    const result = await requestSolanaWallet(actions, wallet, account, {
      method: 'solana_signMessage',
      params: { message: actions.base58(new TextEncoder().encode(message)), pubkey: address },
    })
    return (result as { signature: string }).signature
  } catch (error) {
    throw toPorticoError(error)
  }
}
