import { EMBEDDED_WALLET_CONNECTOR_ID } from '@portico/common'
import type { Connector } from '@portico/core'

/**
 * The AUTH connector of the embedded wallet on Solana networks (spec §6: the embedded wallet
 * supports eip155 and solana): the same login, the visitor's Solana key in the frame.
 * @example portico.connect({ connectorId: EMBEDDED_SOLANA_CONNECTOR.id, namespace: 'solana' })
 */
export const EMBEDDED_SOLANA_CONNECTOR: Connector = {
  id: EMBEDDED_WALLET_CONNECTOR_ID,
  name: 'Email',
  type: 'AUTH',
  chain: 'solana',
}
