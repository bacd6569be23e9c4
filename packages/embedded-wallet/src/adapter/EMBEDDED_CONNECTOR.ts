import { EMBEDDED_WALLET_CONNECTOR_ID } from '@portico/common'
import type { Connector } from '@portico/core'

/**
 * The AUTH connector of the embedded wallet (spec §3 Connector type AUTH).
 * @example portico.connect({ connectorId: EMBEDDED_CONNECTOR.id })
 */
export const EMBEDDED_CONNECTOR: Connector = {
  id: EMBEDDED_WALLET_CONNECTOR_ID,
  name: 'Email',
  type: 'AUTH',
  chain: 'eip155',
}
