/**
 * The connector id the WalletConnect session has in every namespace.
 * @example
 * context.onDisconnected({ connectorId: WALLET_CONNECT_CONNECTOR_ID })
 */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
