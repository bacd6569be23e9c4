import type { Connector } from '@portico/core'
import type { AnnouncedProvider } from '../discovery/announcedProvider'
import { isLegacyProviderCovered } from './isLegacyProviderCovered'
import { toAnnouncedConnector } from './toAnnouncedConnector'

/**
 * Id of the legacy `window.ethereum` connector.
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
 * Lists the wallets a page offers as Portico connectors: each EIP-6963 announcement as
 * ANNOUNCED (id = rdns), then `window.ethereum` as INJECTED 'Browser Wallet' when no
 * announcement covers it.
 * @example
 * const list = toInjectedConnectors(announced, window.ethereum)
 */
export function toInjectedConnectors(
  announced: readonly AnnouncedProvider[],
  legacyProvider: unknown,
): Connector[] {
  const list: Connector[] = announced.map((wallet) => toAnnouncedConnector(wallet))
  if (!isLegacyProviderCovered(legacyProvider, announced)) {
    list.push({
      id: LEGACY_INJECTED_ID,
      name: BROWSER_WALLET_NAME,
      type: 'INJECTED',
      chain: 'eip155',
    })
  }
  return list
}
