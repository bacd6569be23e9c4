import type { CaipNetwork } from '@portico/common'

/**
 * A connector as the contract suite reads it (core's `Connector`, the fields every EVM adapter
 * fills for an EIP-6963 wallet). The test package does not depend on core, which depends on it.
 * @example
 * const c: ContractConnector = { id: 'org.portico.testwallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: 'eip155' }
 */
export type ContractConnector = {
  id: string
  name: string
  type: string
  chain: string
  imageUrl?: string
  rdns?: string
  info?: { name?: string; icon?: string; rdns?: string; uuid?: string }
}

/**
 * An account change as an adapter reports it (core's `AdapterAccountChange`).
 * @example
 * const change: ContractAccountChange = { connectorId: 'injected', address: '0xf39F…2266', chainId: 31337 }
 */
export type ContractAccountChange = {
  connectorId: string
  address: string
  chainId?: number | string
  accounts?: readonly { namespace: string; address: string; type: string }[]
}

/**
 * The context an adapter gets in `setup` (core's `AdapterContext`), structurally.
 * @example
 * adapter.setup(createRecordingContext(networks))
 */
export type ContractContext = {
  readonly namespace: 'eip155' | 'solana'
  readonly networks: readonly CaipNetwork[]
  readonly projectId: undefined
  readonly apiUrl: string
  readonly metadata: undefined
  getActiveNetwork(): CaipNetwork | undefined
  onConnectorsChanged(connectors: readonly ContractConnector[]): void
  onAccountChanged(change: ContractAccountChange): void
  onChainChanged(change: { chainId: number | string; connectorId?: string }): void
  onDisconnected(change: { connectorId?: string }): void
  onWalletConnectUri(pairing: { uri: string; expiry?: number }): void
}

type Connection = {
  connectorId: string
  address: string
  chainId: number | string
  accounts?: readonly { namespace: string; address: string; type: string }[]
}

type Transaction = {
  caipNetwork: CaipNetwork
  from: string
  to: string
  value: bigint
  data?: `0x${string}`
  gas?: bigint
}

/**
 * The members of core's `ChainAdapter` the contract suite exercises; every adapter is one.
 * @example
 * const adapter: ContractAdapter = createWagmiAdapter({ networks })
 */
export type ContractAdapter = {
  readonly namespace: string
  readonly adapterType: string
  setup(context: ContractContext): void | Promise<void>
  teardown?(): void | Promise<void>
  getConnectors(): readonly ContractConnector[]
  connect(params: { connectorId: string; caipNetwork?: CaipNetwork }): Promise<Connection>
  reconnect(params: { connectorId: string }): Promise<Connection | undefined>
  disconnect(params: { connectorId?: string }): Promise<void>
  getBalance(params: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  switchNetwork(params: { caipNetwork: CaipNetwork; connectorId?: string }): Promise<void>
  signMessage(params: { message: string; address: string; connectorId?: string }): Promise<string>
  sendTransaction(params: Transaction & { connectorId?: string }): Promise<string>
  sendToken?(params: {
    caipNetwork: CaipNetwork
    from: string
    to: string
    tokenAddress: string
    amount: bigint
    connectorId?: string
  }): Promise<string>
  estimateFee(params: Transaction): Promise<{ fee: bigint; gas?: bigint; gasPrice?: bigint }>
  estimateTokenFee?(params: {
    caipNetwork: CaipNetwork
    from: string
    to: string
    tokenAddress: string
    amount: bigint
  }): Promise<{ fee: bigint }>
  getWalletProvider(params: { connectorId?: string }): unknown
  request(params: {
    method: string
    params?: unknown
    connectorId?: string
    signal?: AbortSignal
  }): Promise<unknown>
}
