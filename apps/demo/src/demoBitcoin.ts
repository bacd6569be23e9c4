import { type CaipNetwork, litecoinRegtestParams } from '@portico/common'
import { type ChainAdapter, lazyAdapter } from '@portico/core'

/**
 * Whether the page asks for the Bitcoin side of the demo (`?bitcoin=1`).
 * @example
 * wantsBitcoin(new URL('http://127.0.0.1:5173/?bitcoin=1')) // true
 */
export function wantsBitcoin(url: URL): boolean {
  return url.searchParams.get('bitcoin') === '1'
}

/**
 * The dev stack's Bitcoin chain as the demo lists it: the regtest chain the gateway serves
 * (Litecoin Core in regtest, `rltc` addresses), with Bitcoin's coin of 8 decimals.
 * @example
 * createPortico({ networks: [...networks, demoBitcoinNetwork(gatewayUrl)] })
 */
export function demoBitcoinNetwork(gatewayUrl: string): CaipNetwork {
  const reference = litecoinRegtestParams.caipNetworkId.split(':')[1] ?? ''
  return {
    id: reference,
    chainNamespace: 'bip122',
    caipNetworkId: litecoinRegtestParams.caipNetworkId,
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: [`${gatewayUrl.replace(/\/+$/, '')}/v1/esplora/${reference}`] } },
    testnet: true,
  }
}

/**
 * The demo's Bitcoin adapter on `network`, loaded when the client starts (a page without
 * `?bitcoin=1` never downloads it): balances, fee rates and broadcasts through the gateway's
 * Esplora-style API, a new block looked for every second as the regtest chain mines that fast.
 * @example
 * const adapter = demoBitcoinAdapter(demoBitcoinNetwork(gatewayUrl))
 */
export function demoBitcoinAdapter(network: CaipNetwork): ChainAdapter {
  return lazyAdapter({
    namespace: 'bip122',
    adapterType: 'bitcoin',
    watchesBlocks: true,
    load: () =>
      import('@portico/adapter-bitcoin').then((m) =>
        m.createBitcoinAdapter({
          networks: [network],
          params: [litecoinRegtestParams],
          storage: window.localStorage,
          blockPollingIntervalMs: 1_000,
        }),
      ),
  })
}
