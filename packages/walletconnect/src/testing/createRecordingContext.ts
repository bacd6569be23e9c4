import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { AdapterAccountChange, AdapterContext, Connector } from '@portico/core'
import type { Pairing } from '../connector/createPairingSlot'

/**
 * An AdapterContext that records every callback, as core's stores would receive them.
 * @example
 * expect(context.chains.at(-1)?.chainId).toBe(31338)
 */
export type RecordingContext = AdapterContext & {
  connectors: (readonly Connector[])[]
  accounts: AdapterAccountChange[]
  chains: { chainId: number | string; connectorId?: string }[]
  disconnects: { connectorId?: string }[]
  pairings: Pairing[]
}

/**
 * A recording AdapterContext for `networks` of one namespace.
 * @example
 * const context = createRecordingContext(networks)
 * walletConnect.attach(context)
 */
export function createRecordingContext(
  networks: readonly CaipNetwork[],
  namespace: ChainNamespace = 'eip155',
): RecordingContext {
  const context: RecordingContext = {
    namespace,
    networks,
    projectId: 'portico-walletconnect-test',
    apiUrl: 'http://127.0.0.1:8787',
    metadata: {
      name: 'Portico test dapp',
      description: 'WalletConnect connector under test',
      url: 'http://127.0.0.1:5173',
      icons: [],
    },
    getActiveNetwork: () => networks[0],
    connectors: [],
    accounts: [],
    chains: [],
    disconnects: [],
    pairings: [],
    onConnectorsChanged: (list) => context.connectors.push(list),
    onAccountChanged: (change) => context.accounts.push(change),
    onChainChanged: (change) => context.chains.push(change),
    onDisconnected: (change) => context.disconnects.push(change),
    onWalletConnectUri: ({ uri, expiry }) =>
      context.pairings.push({ uri, expiry: expiry ?? Number.NaN }),
  }
  return context
}
