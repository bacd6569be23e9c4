import { EMBEDDED_WALLET_CONNECTOR_ID } from '@portico/common'
import type { AdapterAccountChange, AdapterConnection } from '@portico/core'

/**
 * The frame user's connection as the account change core hears, with only the fields it has.
 * @example
 * context.onAccountChanged(toAccountChange(await connectFrameUser(state, state.session.chainId)))
 */
export function toAccountChange(connection: AdapterConnection): AdapterAccountChange {
  return {
    connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
    address: connection.address,
    chainId: connection.chainId,
    ...(connection.accounts && { accounts: connection.accounts }),
    ...(connection.user && { user: connection.user }),
    ...(connection.caipNetworkIds && { caipNetworkIds: connection.caipNetworkIds }),
  }
}
