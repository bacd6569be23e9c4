import type { ChainAdapter, Connector } from '@portico/core'

const notUsed = () => Promise.reject(new Error('not used here'))

/**
 * The app's eip155 adapter for view tests where nothing connects through it: it lists the
 * given connectors, restores nothing, and rejects any call that would reach a wallet.
 * @example
 * createPortico({ networks, adapters: [idleAdapter()], storage: null })
 */
export function idleAdapter(connectors: Connector[] = []): ChainAdapter {
  return {
    namespace: 'eip155',
    adapterType: 'wagmi',
    setup: () => {},
    getConnectors: () => connectors,
    connect: notUsed,
    reconnect: async () => undefined,
    disconnect: async () => {},
    getBalance: notUsed,
    switchNetwork: notUsed,
    signMessage: notUsed,
    sendTransaction: notUsed,
    estimateFee: notUsed,
    getWalletProvider: () => undefined,
    request: notUsed,
  }
}
