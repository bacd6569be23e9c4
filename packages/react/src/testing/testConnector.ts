import type { Connector } from '@portico/core'

/**
 * An eip155 connector for the connect list's tests, named after its id, with a wallet's rdns
 * when it has one.
 * @example
 * orderConnectors([testConnector('rabby', 'ANNOUNCED', 'io.rabby'), testConnector('wc', 'WALLET_CONNECT')])
 */
export function testConnector(id: string, type: Connector['type'], rdns?: string): Connector {
  return { id, name: id, type, chain: 'eip155', ...(rdns ? { rdns } : {}) }
}
