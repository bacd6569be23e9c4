import { DEVNET_CHAINS } from '@portico/common'
import {
  type AdapterContext,
  type ChainAdapter,
  type Connector,
  createPortico,
  type Portico,
} from '@portico/core'
import type { ReactNode } from 'react'
import { PorticoContext } from '../../../context/PorticoContext'

/**
 * A client whose only wallet route is a fake WalletConnect connector (adapter type universal):
 * every `connect` hands out a fresh pairing uri and waits until the test settles it. Test
 * files only.
 * @example
 * const fake = createWalletConnectTestClient()
 * fake.approve()
 */
export function createWalletConnectTestClient(options: { isMobile?: boolean } = {}) {
  const connector: Connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
  }
  let context: AdapterContext | undefined
  const pending: Array<{ resolve: () => void; reject: (error: unknown) => void }> = []
  const uris: string[] = []
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    adapterType: 'universal',
    setup: (ctx) => {
      context = ctx
    },
    getConnectors: () => [connector],
    async connect({ connectorId }) {
      const uri = `wc:topic${uris.length + 1}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
      uris.push(uri)
      context?.onWalletConnectUri({ uri })
      await new Promise<void>((resolve, reject) => pending.push({ resolve, reject }))
      return {
        connectorId,
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        chainId: DEVNET_CHAINS.devnetA.id,
      }
    },
    reconnect: async () => undefined,
    disconnect: async () => {},
    getBalance: async () => ({ balance: '0', symbol: 'ETH' }),
    switchNetwork: async () => {},
    signMessage: async () => '0x',
    sendTransaction: async () => `0x${'a'.repeat(64)}`,
    estimateFee: async () => ({ fee: 0n }),
    getWalletProvider: () => undefined,
    request: async () => null,
  }
  const client: Portico = createPortico({
    networks: [DEVNET_CHAINS.devnetA],
    adapters: [adapter],
    storage: null,
    isMobile: options.isMobile ?? false,
    logger: { warn: () => {}, error: () => {} },
  })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PorticoContext.Provider value={client}>{children}</PorticoContext.Provider>
  )
  return {
    client,
    wrapper,
    uris,
    approve: () => pending.at(-1)?.resolve(),
    reject: (error: unknown) => pending.at(-1)?.reject(error),
  }
}
