import { EMBEDDED_WALLET_CONNECTOR_ID } from '@portico/common'

/**
 * Whether a call names the embedded wallet's AUTH connector (else it belongs to the inner
 * adapter).
 * @example
 * isEmbeddedConnector(params.connectorId) ? connectFrameUser(state) : inner.connect(params)
 */
export function isEmbeddedConnector(connectorId: string | undefined): boolean {
  return connectorId === EMBEDDED_WALLET_CONNECTOR_ID
}
