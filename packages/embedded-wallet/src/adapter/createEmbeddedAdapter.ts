import {
  AdapterOrConnectorNotFoundError,
  type ChainNamespace,
  EMBEDDED_WALLET_CONNECTOR_ID,
  EMBEDDED_WALLET_TIMEOUTS_MS,
  getResponseKind,
  VALIDATION_MESSAGES,
  ValidationError,
} from '@portico/common'
import type { AdapterContext, ChainAdapter, Connector } from '@portico/core'
import { encodeErc20Transfer, toRpcTransaction, utf8ToHex } from '../eip155/toRpcTransaction'
import type { FrameHost } from '../frame/FrameHost'
import type { FrameProvider } from '../wallet/createFrameProvider'
import { toConnection } from '../wallet/toEmbeddedUser'

/**
 * The AUTH connector of the embedded wallet (spec §3 Connector type AUTH).
 * @example portico.connect({ connectorId: EMBEDDED_CONNECTOR.id })
 */
export const EMBEDDED_CONNECTOR: Connector = {
  id: EMBEDDED_WALLET_CONNECTOR_ID,
  name: 'Email',
  type: 'AUTH',
  chain: 'eip155',
}

/**
 * The frame's answer to a signing or sending method, which must be a transaction-type response
 * (spec §5: a hash or a signature in hex); anything else is refused rather than handed on as a
 * hash that is none.
 */
function hexAnswer(answer: unknown, method: string): string {
  if (getResponseKind(answer) === 'transaction') return answer as string
  throw new ValidationError({
    problems: [{ path: [], message: VALIDATION_MESSAGES.invalidInput }],
    details: `The wallet frame answered ${method} with no hash or signature`,
  })
}

/** What the adapter shares with the rest of the embedded wallet. */
export type EmbeddedSession = {
  host: FrameHost
  provider: FrameProvider
  chainId: number | string
  /** How long sign-out may take before the disconnect goes on without it (spec §9). */
  disconnectWaitMs?: number
  /** Core's callbacks, once `wrap` made the adapter: where a preferred-account switch goes. */
  context?: AdapterContext
  /**
   * Per namespace, how its adapter reads the frame's user again and reports it to core while its
   * AUTH connection is up (after a preferred-account switch, once recovery is protected); set by
   * the adapters `wrap` makes.
   */
  refreshUser?: Partial<Record<ChainNamespace, () => Promise<void>>>
  /**
   * Per namespace, how its adapter ends its AUTH connection when the frame's session ended
   * without a sign-out from core (this device removed, every session signed out): core clears
   * the namespace as after a disconnect. Set by the adapters `wrap` makes.
   */
  endConnection?: Partial<Record<ChainNamespace, () => void>>
}

/**
 * The eip155 adapter with the AUTH connector beside `inner`'s connectors: calls for the AUTH
 * connector go to the frame (user, sign-out, network switch, signing and sending as
 * RPC_REQUEST), every other call to `inner`. Balances and fee estimates always come from
 * `inner`, which reads the chain. The frame's chain changes reach `context`.
 * @example
 * internals.adapters.set('eip155', createEmbeddedAdapter({ inner, context, session }))
 */
export function createEmbeddedAdapter(params: {
  inner: ChainAdapter
  context: AdapterContext
  session: EmbeddedSession
}): ChainAdapter {
  const { inner, session } = params
  const { host } = session
  session.context = params.context
  const ours = (connectorId: string | undefined) => connectorId === EMBEDDED_WALLET_CONNECTOR_ID
  const rpc = (method: string, rpcParams: unknown, signal?: AbortSignal) =>
    host.request(
      'RPC_REQUEST',
      { method, params: rpcParams, chainId: session.chainId },
      signal ? { signal } : {},
    )
  // Whether the AUTH connector is connected here: only then is a refreshed user core's news.
  let connected = false
  const connectUser = async (chainId: number | string | undefined) => {
    // The preferred account type is the frame's to keep (SET_PREFERRED_ACCOUNT), not asked here.
    const user = await host.request('GET_USER', { ...(chainId !== undefined && { chainId }) })
    session.chainId = user.chainId
    connected = true
    return toConnection(EMBEDDED_WALLET_CONNECTOR_ID, user)
  }
  session.refreshUser = {
    ...session.refreshUser,
    [inner.namespace]: async () => {
      if (!connected) return
      const connection = await connectUser(session.chainId)
      session.provider.emit('accountsChanged', [connection.address])
      params.context.onAccountChanged({
        connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
        address: connection.address,
        chainId: connection.chainId,
        ...(connection.accounts && { accounts: connection.accounts }),
        ...(connection.user && { user: connection.user }),
        ...(connection.caipNetworkIds && { caipNetworkIds: connection.caipNetworkIds }),
      })
    },
  }

  session.endConnection = {
    ...session.endConnection,
    [inner.namespace]: () => {
      if (!connected) return
      connected = false
      session.provider.emit('disconnect')
      params.context.onDisconnected({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    },
  }

  return {
    namespace: inner.namespace,
    adapterType: inner.adapterType,
    setup: (context) => inner.setup(context),
    async teardown() {
      host.destroy()
      await inner.teardown?.()
    },
    getConnectors: () => [...inner.getConnectors(), EMBEDDED_CONNECTOR],
    connect: (p) => (ours(p.connectorId) ? connectUser(p.caipNetwork?.id) : inner.connect(p)),
    async reconnect(p) {
      if (!ours(p.connectorId)) return inner.reconnect(p)
      const { isConnected } = await host.request('IS_CONNECTED', {})
      return isConnected ? connectUser(p.caipNetwork?.id) : undefined
    },
    async disconnect(p) {
      if (!ours(p.connectorId)) return inner.disconnect(p)
      connected = false
      // Signing out must not hold the visitor up: after the wait the page forgets the session
      // anyway (the frame's token expires on its own).
      const wait = session.disconnectWaitMs ?? EMBEDDED_WALLET_TIMEOUTS_MS.disconnectWait
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        host.request('SIGN_OUT'),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, wait)
        }),
      ]).finally(() => clearTimeout(timer))
      session.provider.emit('disconnect')
    },
    getBalance: (p) => inner.getBalance(p),
    // Blocks come from the chain, not the wallet: the inner adapter's watch serves both.
    ...(inner.watchBlocks && { watchBlocks: inner.watchBlocks.bind(inner) }),
    estimateFee: (tx) => inner.estimateFee(tx),
    async switchNetwork(p) {
      if (!ours(p.connectorId)) return inner.switchNetwork(p)
      const { chainId } = await host.request('SWITCH_NETWORK', { chainId: p.caipNetwork.id })
      session.chainId = chainId
      session.provider.emit('chainChanged', `0x${Number(chainId).toString(16)}`)
    },
    async signMessage(p) {
      if (!ours(p.connectorId)) return inner.signMessage(p)
      return hexAnswer(
        await rpc('personal_sign', [utf8ToHex(p.message), p.address]),
        'personal_sign',
      )
    },
    async sendTransaction(p) {
      if (!ours(p.connectorId)) return inner.sendTransaction(p)
      await ensureChain(p.caipNetwork.id)
      return hexAnswer(
        await rpc('eth_sendTransaction', [toRpcTransaction(p)]),
        'eth_sendTransaction',
      )
    },
    async sendToken(p) {
      if (!ours(p.connectorId)) {
        if (!inner.sendToken)
          throw new AdapterOrConnectorNotFoundError({ metaMessages: ['sendToken'] })
        return inner.sendToken(p)
      }
      await ensureChain(p.caipNetwork.id)
      const data = encodeErc20Transfer(p.to, p.amount)
      return hexAnswer(
        await rpc('eth_sendTransaction', [
          toRpcTransaction({ from: p.from, to: p.tokenAddress, value: 0n, data }),
        ]),
        'eth_sendTransaction',
      )
    },
    getWalletProvider: (p) => (ours(p.connectorId) ? session.provider : inner.getWalletProvider(p)),
    request(p) {
      if (!ours(p.connectorId)) return inner.request(p)
      return host.request(
        'RPC_REQUEST',
        {
          method: p.method,
          chainId: p.caipNetwork?.id ?? session.chainId,
          ...(p.params !== undefined && { params: p.params }),
        },
        p.signal ? { signal: p.signal } : {},
      )
    },
  }

  async function ensureChain(chainId: number | string) {
    if (chainId === session.chainId) return
    const switched = await host.request('SWITCH_NETWORK', { chainId })
    session.chainId = switched.chainId
    params.context.onChainChanged({
      chainId: switched.chainId,
      connectorId: EMBEDDED_WALLET_CONNECTOR_ID,
    })
  }
}
