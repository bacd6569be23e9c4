import type { CaipNetwork } from '@portico/common'
import type { AdapterAccountChange, AdapterContext, Connector } from '@portico/core'

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
}

/**
 * Makes a recording AdapterContext for `networks`.
 * @example
 * const context = createRecordingContext(networks)
 * adapter.setup(context)
 * context.accounts.at(-1)?.address
 */
export function createRecordingContext(networks: readonly CaipNetwork[]): RecordingContext {
  const context: RecordingContext = {
    namespace: 'eip155',
    networks,
    projectId: undefined,
    metadata: undefined,
    getActiveNetwork: () => networks[0],
    connectors: [],
    accounts: [],
    chains: [],
    disconnects: [],
    onConnectorsChanged: (list) => context.connectors.push(list),
    onAccountChanged: (change) => context.accounts.push(change),
    onChainChanged: (change) => context.chains.push(change),
    onDisconnected: (change) => context.disconnects.push(change),
    onWalletConnectUri: () => {},
  }
  return context
}
