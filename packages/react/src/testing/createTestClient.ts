import { DEVNET_CHAINS } from '@portico/common'
import type { ChainAdapter, Connector, Portico, PorticoOptions } from '@portico/core'
import { createPortico } from '@portico/core'

/**
 * A client over an in-memory EVM adapter, for the tests of the React packages: one announced
 * test wallet that connects at once on devnet A and switches without asking, failures on demand
 * (`wallet.rejectNext`), and the adapter itself for a test to change.
 * @example
 * const { client, wallet } = createTestClient()
 * wallet.rejectNext = new UserRejectedRequestError()
 */
export function createTestClient(options: Partial<PorticoOptions> = {}): {
  client: Portico
  adapter: ChainAdapter
  wallet: { rejectNext: unknown; connector: Connector; address: string; provider: object }
} {
  const connector: Connector = {
    id: 'org.portico.test',
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    rdns: 'org.portico.test',
  }
  const wallet = {
    rejectNext: undefined as unknown,
    connector,
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    provider: { isTestWallet: true },
  }
  let chainId: number | string = DEVNET_CHAINS.devnetA.id
  const failIfAsked = () => {
    const error = wallet.rejectNext
    wallet.rejectNext = undefined
    if (error !== undefined) throw error
  }
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    adapterType: 'wagmi',
    setup: () => {},
    getConnectors: () => [connector],
    async connect({ connectorId }) {
      failIfAsked()
      return { connectorId, address: wallet.address, chainId }
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    getBalance: async ({ caipNetwork }) => ({
      balance: caipNetwork.id === 31337 ? '10000.123456' : '42',
      symbol: caipNetwork.nativeCurrency.symbol,
    }),
    async switchNetwork({ caipNetwork }) {
      failIfAsked()
      chainId = caipNetwork.id
    },
    async signMessage({ message }) {
      failIfAsked()
      return `signed:${message}`
    },
    sendTransaction: async () => `0x${'a'.repeat(64)}`,
    estimateFee: async () => ({ fee: 21_000n }),
    getWalletProvider: () => wallet.provider,
    request: async () => null,
  }
  const client = createPortico({
    networks: [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB],
    adapters: [adapter],
    storage: null,
    logger: { warn: () => {}, error: () => {} },
    ...options,
  })
  return { client, adapter, wallet }
}
