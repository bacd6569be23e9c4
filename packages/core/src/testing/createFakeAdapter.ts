import type { CaipNetwork, ChainNamespace } from '@portico/common'
import type { AdapterContext } from '../types/AdapterContext'
import type { AdapterConnection, AdapterTransaction, ChainAdapter } from '../types/ChainAdapter'
import type { Connector } from '../types/Connector'

/**
 * What a test can steer and inspect on the in-memory adapter. Test files only.
 * @example
 * const fake = createFakeAdapter()
 * fake.nextConnectError = new Error('nope')
 */
export type FakeAdapter = ChainAdapter & {
  /** The context core passed to setup. */
  context: AdapterContext | undefined
  connectors: Connector[]
  /** Address and chain the wallet answers with. */
  address: string
  chainId: number | string
  balance: string
  /** Connectors whose connection survives a reload. */
  restorable: Set<string>
  nextConnectError: unknown
  nextSwitchError: unknown
  nextDisconnectError: unknown
  nextSignError: unknown
  nextSendError: unknown
  nextBalanceError: unknown
  /** Resolvers of requests waiting for `settleRequest`. */
  heldRequests: Array<(value: unknown) => void>
  holdRequests: boolean
  calls: Array<{ method: string; params: unknown }>
  sent: Array<AdapterTransaction | { tokenAddress: string; amount: bigint; to: string }>
}

function take(
  fake: FakeAdapter,
  key:
    | 'nextConnectError'
    | 'nextSwitchError'
    | 'nextDisconnectError'
    | 'nextSignError'
    | 'nextSendError'
    | 'nextBalanceError',
) {
  const error = fake[key]
  fake[key] = undefined
  if (error !== undefined) throw error
}

/**
 * An in-memory ChainAdapter for unit tests of the action layer: connects instantly, records
 * every call, and fails on demand.
 * @example
 * const fake = createFakeAdapter({ namespace: 'eip155' })
 * const portico = createPortico({ networks, adapters: [fake], storage: null })
 */
export function createFakeAdapter(
  params: {
    namespace?: ChainNamespace
    connectors?: Connector[]
    address?: string
    chainId?: number | string
  } = {},
): FakeAdapter {
  const namespace = params.namespace ?? 'eip155'
  const fake: FakeAdapter = {
    namespace,
    adapterType: namespace === 'solana' ? 'solana' : namespace === 'bip122' ? 'bitcoin' : 'wagmi',
    context: undefined,
    connectors: params.connectors ?? [
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: namespace },
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: namespace },
    ],
    address: params.address ?? '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: params.chainId ?? 1,
    balance: '10000',
    restorable: new Set(),
    nextConnectError: undefined,
    nextSwitchError: undefined,
    nextDisconnectError: undefined,
    nextSignError: undefined,
    nextSendError: undefined,
    nextBalanceError: undefined,
    heldRequests: [],
    holdRequests: false,
    calls: [],
    sent: [],
    setup(context) {
      fake.context = context
    },
    getConnectors: () => fake.connectors,
    async connect({ connectorId, caipNetwork }) {
      fake.calls.push({ method: 'connect', params: { connectorId, caipNetwork } })
      take(fake, 'nextConnectError')
      if (caipNetwork) fake.chainId = caipNetwork.id
      fake.restorable.add(connectorId)
      return connection(connectorId)
    },
    async reconnect({ connectorId }) {
      fake.calls.push({ method: 'reconnect', params: { connectorId } })
      return fake.restorable.has(connectorId) ? connection(connectorId) : undefined
    },
    async disconnect(args) {
      fake.calls.push({ method: 'disconnect', params: args })
      if (args.connectorId) fake.restorable.delete(args.connectorId)
      take(fake, 'nextDisconnectError')
    },
    async getBalance({ caipNetwork }) {
      take(fake, 'nextBalanceError')
      return { balance: fake.balance, symbol: caipNetwork.nativeCurrency.symbol }
    },
    async switchNetwork({ caipNetwork }: { caipNetwork: CaipNetwork }) {
      fake.calls.push({ method: 'switchNetwork', params: caipNetwork.caipNetworkId })
      take(fake, 'nextSwitchError')
      fake.chainId = caipNetwork.id
    },
    async signMessage({ message }) {
      fake.calls.push({ method: 'signMessage', params: message })
      take(fake, 'nextSignError')
      return `signed:${message}`
    },
    async sendTransaction(tx) {
      take(fake, 'nextSendError')
      fake.sent.push(tx)
      return `0x${'a'.repeat(64)}`
    },
    async sendToken(tx) {
      take(fake, 'nextSendError')
      fake.sent.push(tx)
      return `0x${'b'.repeat(64)}`
    },
    async estimateFee() {
      return { fee: 21_000n, gas: 21_000n, gasPrice: 1n }
    },
    getWalletProvider: () => ({ fake: true }),
    request({ method, params: rpcParams }) {
      fake.calls.push({ method, params: rpcParams })
      if (!fake.holdRequests) return Promise.resolve(`result:${method}`)
      return new Promise((resolve) => fake.heldRequests.push(resolve))
    },
  }
  function connection(connectorId: string): AdapterConnection {
    return { connectorId, address: fake.address, chainId: fake.chainId }
  }
  return fake
}
