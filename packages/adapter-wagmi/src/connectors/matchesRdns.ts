import type { Connector as WagmiConnector } from '@wagmi/core'

/**
 * Tells whether a wagmi connector serves the wallet with this EIP-6963 `rdns`: wagmi names
 * announced connectors by their rdns, and host connectors may list theirs in `rdns`.
 * @example
 * matchesRdns(config.connectors[0], 'io.metamask')
 */
export function matchesRdns(connector: Pick<WagmiConnector, 'id' | 'rdns'>, rdns: string): boolean {
  if (connector.id === rdns) return true
  const { rdns: own } = connector
  if (own === undefined) return false
  return typeof own === 'string' ? own === rdns : own.includes(rdns)
}
