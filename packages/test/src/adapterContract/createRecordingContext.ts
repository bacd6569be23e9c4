import type { CaipNetwork } from '@portico/common'
import type { ContractAccountChange, ContractConnector, ContractContext } from './contractAdapter'

/**
 * An adapter context that records every callback, as core's stores would receive them.
 * @example
 * expect(context.chains.at(-1)?.chainId).toBe(31338)
 */
export type RecordingContext = ContractContext & {
  connectors: (readonly ContractConnector[])[]
  accounts: ContractAccountChange[]
  chains: { chainId: number | string; connectorId?: string }[]
  disconnects: { connectorId?: string }[]
}

/**
 * Makes a recording adapter context for `networks` (namespace eip155 unless told).
 * @example
 * const context = createRecordingContext(networks)
 * adapter.setup(context)
 * context.accounts.at(-1)?.address
 */
export function createRecordingContext(
  networks: readonly CaipNetwork[],
  namespace: RecordingContext['namespace'] = 'eip155',
): RecordingContext {
  const context: RecordingContext = {
    namespace,
    networks,
    projectId: undefined,
    apiUrl: 'http://127.0.0.1:8787',
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
