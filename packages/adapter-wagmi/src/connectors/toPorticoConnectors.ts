import type { Connector } from '@portico/core'
import {
  type AnnouncedProvider,
  BROWSER_WALLET_NAME,
  isLegacyProviderCovered,
  LEGACY_INJECTED_ID,
  toAnnouncedConnector,
} from '@portico/evm-injected'
import type { Connector as WagmiConnector } from '@wagmi/core'
import { matchesRdns } from './matchesRdns'

/**
 * Parameters of {@link toPorticoConnectors}.
 * @example
 * const p: ToPorticoConnectorsParameters = { connectors: config.connectors, announced, legacyProvider }
 */
export type ToPorticoConnectorsParameters = {
  connectors: readonly WagmiConnector[]
  announced: readonly AnnouncedProvider[]
  /** `window.ethereum`, when there is one. */
  legacyProvider: unknown
}

function fromWagmi(connector: WagmiConnector): Connector {
  const rdns = typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type === 'walletConnect' ? 'WALLET_CONNECT' : 'EXTERNAL',
    chain: 'eip155',
    ...(connector.icon ? { imageUrl: connector.icon } : {}),
    ...(rdns ? { rdns } : {}),
  }
}

/**
 * Lists the wallets of a wagmi config as Portico connectors, in config order: announced
 * wallets as ANNOUNCED, `window.ethereum` as INJECTED 'Browser Wallet' (only when no
 * announcement covers it), WalletConnect as WALLET_CONNECT, other host connectors as EXTERNAL.
 * @example
 * const list = toPorticoConnectors({ connectors: config.connectors, announced, legacyProvider: window.ethereum })
 */
export function toPorticoConnectors(parameters: ToPorticoConnectorsParameters): Connector[] {
  const { connectors, announced, legacyProvider } = parameters
  const result: Connector[] = []
  for (const connector of connectors) {
    const match = announced.find(({ info }) => matchesRdns(connector, info.rdns))
    if (match) result.push(toAnnouncedConnector(match, connector.id))
    else if (connector.id === LEGACY_INJECTED_ID) {
      if (!isLegacyProviderCovered(legacyProvider, announced)) {
        result.push({
          id: connector.id,
          name: BROWSER_WALLET_NAME,
          type: 'INJECTED',
          chain: 'eip155',
        })
      }
    } else result.push(fromWagmi(connector))
  }
  return result
}
