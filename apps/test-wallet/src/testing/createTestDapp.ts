import type { CaipNetwork } from '@portico/common'
import { createMemoryStorage } from '@portico/relay/testing'
import { createWalletConnectConnector, type WalletConnectConnector } from '@portico/walletconnect'

/**
 * The app side of a pairing in the wallet's tests: a WalletConnect connector on `networks`
 * through the test relay at `relayUrl`, in memory under its own `storagePrefix`, as the demo
 * names itself.
 * @example
 * const dapp = createTestDapp({ relayUrl: relay.url, networks, storagePrefix: 'dapp' })
 */
export function createTestDapp(params: {
  relayUrl: string
  networks: CaipNetwork[]
  storagePrefix: string
  description: string
}): WalletConnectConnector {
  return createWalletConnectConnector({
    relayUrl: params.relayUrl,
    networks: params.networks,
    storage: createMemoryStorage(),
    storagePrefix: params.storagePrefix,
    logLevel: 'silent',
    metadata: {
      name: 'Portico Demo',
      description: params.description,
      url: 'http://127.0.0.1:5173',
      icons: [],
    },
  })
}
