import { AdapterOrConnectorNotFoundError } from '@portico/common'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaSession } from '../wallet/createSolanaSession'
import type { SolanaState } from './solanaState'

/**
 * The session, when `connectorId` is absent or names its wallet; otherwise
 * AdapterOrConnectorNotFoundError.
 * @example
 * const { wallet, accounts } = connectedSession(state, connectorId)
 */
export function connectedSession(
  state: Pick<SolanaState, 'session'>,
  connectorId: string | undefined,
): SolanaSession {
  const current = state.session.current()
  if (!current || (connectorId !== undefined && connectorId !== current.connectorId)) {
    throw new AdapterOrConnectorNotFoundError({
      metaMessages: [connectorId ? `Connector: ${connectorId}` : 'No wallet is connected.'],
    })
  }
  return current
}

/**
 * The connected wallet and its account `address`; an address it did not share is
 * AdapterOrConnectorNotFoundError.
 * @example
 * const { wallet, account } = connectedAccount(state, address)
 */
export function connectedAccount(
  state: Pick<SolanaState, 'session'>,
  address: string,
  connectorId?: string | undefined,
): { wallet: Wallet; account: WalletAccount } {
  const current = connectedSession(state, connectorId)
  const account = current.accounts.find((a) => a.address === address)
  if (!account) {
    throw new AdapterOrConnectorNotFoundError({
      metaMessages: [`Account not connected: ${address}`],
    })
  }
  return { wallet: current.wallet, account }
}
