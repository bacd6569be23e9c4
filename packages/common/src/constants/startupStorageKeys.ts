/**
 * The browser storage keys (spec §3) a client reads when it is created and keeps up to date from
 * the page's first load: the connection to restore, the active network and the recent wallets.
 * Apart from the rest of {@link STORAGE_KEYS}, which only the parts loaded later use, so a page
 * does not load every key's name with its first script.
 * @example localStorage.getItem(STARTUP_STORAGE_KEYS.recentWallets)
 */
export const STARTUP_STORAGE_KEYS = {
  activeCaipNetworkId: '@portico/active_caip_network_id',
  activeNamespace: '@portico/active_namespace',
  connectionStatus: '@portico/connection_status',
  connectedConnectorIds: '@portico/connected_connector_ids',
  recentWallets: '@portico/recent_wallets',
} as const
