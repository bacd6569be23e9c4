import type { Connector } from '@portico/core'
import type { Connector as WagmiConnector } from '@wagmi/core'
import type { AnnouncedProvider } from '../discovery/announcedProviderSchema'
import { isLegacyProviderCovered } from './isLegacyProviderCovered'
import { matchesRdns } from './matchesRdns'

/**
 * Id of wagmi's target-less `injected()` connector, which reads `window.ethereum`.
 * @example
 * adapter.connect({ connectorId: LEGACY_INJECTED_ID })
 */
export const LEGACY_INJECTED_ID = 'injected'

/**
 * Name of the legacy `window.ethereum` connector in the wallet list.
 * @example
 * connectors.find((c) => c.name === BROWSER_WALLET_NAME)
 */
export const BROWSER_WALLET_NAME = 'Browser Wallet'

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

function fromAnnounced(connector: WagmiConnector, { info }: AnnouncedProvider): Connector {
  return {
    id: connector.id,
    name: info.name,
    imageUrl: info.icon,
    type: 'ANNOUNCED',
    chain: 'eip155',
    rdns: info.rdns,
    info: { name: info.name, icon: info.icon, rdns: info.rdns, uuid: info.uuid },
  }
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
    if (match) result.push(fromAnnounced(connector, match))
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
