import { DEVNET_CHAINS, isPairingExpired, PAIRING_LIFETIME_MS } from '@portico/common'
import {
  type AdapterContext,
  type ChainAdapter,
  type Connector,
  createPortico,
  type Portico,
} from '@portico/core'
import type { WalletConnectPrepareStage } from '@portico/walletconnect'
import type { ReactNode } from 'react'
import { PorticoContext } from '../../../context/PorticoContext'

const BROWSER_WALLET: Connector = {
  id: 'org.portico.test',
  name: 'Test Wallet',
  type: 'ANNOUNCED',
  chain: 'eip155',
  rdns: 'org.portico.test',
}

type Deferred = { promise: Promise<void>; resolve: () => void; reject: (e: unknown) => void }

/**
 * A client whose WalletConnect connector is a stand-in with the real one's pairing rules: a
 * connect joins the pairing in flight while it has 10 s or more left and otherwise makes a fresh
 * uri (earlier connects follow it); `prepare('pairing')` makes one ahead; the test approves or
 * rejects. `calls` records connects and prepares. By default WalletConnect is the only way in
 * (adapter type universal); `browserWallet` adds an announced wallet to a wagmi-type adapter.
 * Test files only.
 * @example
 * const fake = createWalletConnectTestClient()
 * fake.approve()
 */
export function createWalletConnectTestClient(
  options: {
    isMobile?: boolean
    adapterType?: 'universal' | 'wagmi'
    browserWallet?: boolean
  } = {},
) {
  const connector: Connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
  }
  const connectors = options.browserWallet ? [connector, BROWSER_WALLET] : [connector]
  let context: AdapterContext | undefined
  let inFlight: Deferred | undefined
  let pairing: { uri: string; expiry: number } | undefined
  const uris: string[] = []
  const calls: string[] = []
  const live = () =>
    inFlight !== undefined && (!pairing || !isPairingExpired(pairing.expiry, Date.now()))

  const pair = (): Promise<void> => {
    if (inFlight && live()) {
      if (pairing) context?.onWalletConnectUri(pairing)
      return inFlight.promise
    }
    if (!inFlight) {
      let resolve = () => {}
      let reject: (e: unknown) => void = () => {}
      const promise = new Promise<void>((res, rej) => {
        resolve = res
        reject = rej
      })
      inFlight = { promise, resolve, reject }
    }
    const uri = `wc:topic${uris.length + 1}@2?relay-protocol=irn&symKey=${'ab'.repeat(32)}`
    uris.push(uri)
    pairing = { uri, expiry: Date.now() + PAIRING_LIFETIME_MS }
    context?.onWalletConnectUri(pairing)
    return inFlight.promise
  }
  const settle = (error?: { cause: unknown }) => {
    const done = inFlight
    inFlight = undefined
    pairing = undefined
    if (error) done?.reject(error.cause)
    else done?.resolve()
  }

  const walletConnect = {
    async prepare(stage: WalletConnectPrepareStage) {
      calls.push(`prepare:${stage}`)
      if (stage === 'pairing' && !live()) pair().catch(() => undefined)
    },
  }
  const adapter: ChainAdapter & { walletConnect: typeof walletConnect } = {
    namespace: 'eip155',
    adapterType: options.adapterType ?? 'universal',
    walletConnect,
    setup: (ctx) => {
      context = ctx
      ctx.onConnectorsChanged(connectors)
    },
    getConnectors: () => connectors,
    async connect({ connectorId }) {
      calls.push(`connect:${connectorId}`)
      if (connectorId === connector.id) await pair()
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
    calls,
    approve: () => settle(),
    reject: (error: unknown) => settle({ cause: error }),
  }
}
