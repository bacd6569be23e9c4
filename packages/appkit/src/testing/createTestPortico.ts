import { DEVNET_CHAINS } from '@portico/common'
import type { ChainAdapter, Connector, Portico, PorticoOptions } from '@portico/core'
import { createPortico } from '@portico/core'

/**
 * A Portico client over an in-memory EVM adapter, for this package's tests: one announced test
 * wallet that connects at once on devnet A and switches without asking.
 * @example
 * const { portico, wallet } = createTestPortico()
 * await portico.connect({ connectorId: wallet.connector.id })
 */
export function createTestPortico(options: Partial<PorticoOptions> = {}): {
  portico: Portico
  adapter: ChainAdapter
  wallet: { connector: Connector; address: string; provider: object }
} {
  const connector: Connector = {
    id: 'org.portico.test',
    name: 'Test Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    rdns: 'org.portico.test',
  }
  const provider = { isTestWallet: true }
  const wallet = { connector, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', provider }
  let chainId: number | string = DEVNET_CHAINS.devnetA.id
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    adapterType: 'wagmi',
    setup: () => {},
    getConnectors: () => [connector],
    connect: async ({ connectorId }) => ({ connectorId, address: wallet.address, chainId }),
    reconnect: async () => undefined,
    disconnect: async () => {},
    getBalance: async ({ caipNetwork }) => ({
      balance: '1.5',
      symbol: caipNetwork.nativeCurrency.symbol,
    }),
    async switchNetwork({ caipNetwork }) {
      chainId = caipNetwork.id
    },
    signMessage: async ({ message }) => `signed:${message}`,
    sendTransaction: async () => `0x${'a'.repeat(64)}`,
    estimateFee: async () => ({ fee: 21_000n }),
    getWalletProvider: () => provider,
    request: async () => null,
  }
  const portico = createPortico({
    networks: [DEVNET_CHAINS.devnetA, DEVNET_CHAINS.devnetB],
    adapters: [adapter],
    storage: null,
    logger: { warn: () => {}, error: () => {} },
    ...options,
  })
  return { portico, adapter, wallet }
}
