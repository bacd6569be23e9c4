import type { AdapterContext, ChainAdapter } from '@portico/core'
import { connectFrameUser } from './actions/connectFrameUser'
import { disconnectFrameUser } from './actions/disconnectFrameUser'
import { endFrameConnection } from './actions/endFrameConnection'
import { estimateFrameFee } from './actions/estimateFrameFee'
import { refreshFrameUser } from './actions/refreshFrameUser'
import { requestFrameWallet } from './actions/requestFrameWallet'
import { sendFrameToken } from './actions/sendFrameToken'
import { sendFrameTransaction } from './actions/sendFrameTransaction'
import { signFrameMessage } from './actions/signFrameMessage'
import { switchFrameNetwork } from './actions/switchFrameNetwork'
import { EMBEDDED_CONNECTOR } from './EMBEDDED_CONNECTOR'
import type { EmbeddedAdapterState } from './EmbeddedAdapterState'
import type { EmbeddedSession } from './EmbeddedSession'
import { innerSendToken } from './internal/innerSendToken'
import { isEmbeddedConnector as ours } from './internal/isEmbeddedConnector'
import { registerNamespace } from './internal/registerNamespace'

/**
 * The eip155 adapter with the AUTH connector beside `inner`'s connectors: calls for the AUTH
 * connector go to the frame (user, sign-out, network switch, signing and sending as
 * RPC_REQUEST), every other call to `inner`. Balances always come from `inner`, which reads the
 * chain; so do fee estimates, except a smart account's, which the frame prices as the user
 * operation it sends (`estimateFrameFee`). The frame's chain changes reach `context`.
 * @example
 * internals.adapters.set('eip155', createEmbeddedAdapter({ inner, context, session }))
 */
export function createEmbeddedAdapter(params: {
  inner: ChainAdapter
  context: AdapterContext
  session: EmbeddedSession
}): ChainAdapter {
  const { inner, session } = params
  const state: EmbeddedAdapterState = { ...params, host: session.host, connected: false }
  session.context = params.context
  registerNamespace(session, inner.namespace, {
    refreshUser: () => refreshFrameUser(state),
    endConnection: () => endFrameConnection(state),
  })

  return {
    namespace: inner.namespace,
    adapterType: inner.adapterType,
    setup: (context) => inner.setup(context),
    async teardown() {
      state.host.destroy()
      await inner.teardown?.()
    },
    getConnectors: () => [...inner.getConnectors(), EMBEDDED_CONNECTOR],
    connect: (p) =>
      ours(p.connectorId) ? connectFrameUser(state, p.caipNetwork?.id) : inner.connect(p),
    async reconnect(p) {
      if (!ours(p.connectorId)) return inner.reconnect(p)
      const { isConnected } = await state.host.request('IS_CONNECTED', {})
      return isConnected ? connectFrameUser(state, p.caipNetwork?.id) : undefined
    },
    async disconnect(p) {
      return ours(p.connectorId) ? disconnectFrameUser(state) : inner.disconnect(p)
    },
    getBalance: (p) => inner.getBalance(p),
    // Blocks come from the chain, not the wallet: the inner adapter's watch serves both.
    ...(inner.watchBlocks && { watchBlocks: inner.watchBlocks.bind(inner) }),
    estimateFee: (tx) => estimateFrameFee(state, tx),
    async switchNetwork(p) {
      if (!ours(p.connectorId)) return inner.switchNetwork(p)
      await switchFrameNetwork(state, p.caipNetwork.id)
    },
    async signMessage(p) {
      return ours(p.connectorId) ? signFrameMessage(state, p) : inner.signMessage(p)
    },
    async sendTransaction(p) {
      return ours(p.connectorId) ? sendFrameTransaction(state, p) : inner.sendTransaction(p)
    },
    async sendToken(p) {
      return ours(p.connectorId) ? sendFrameToken(state, p) : innerSendToken(inner, p)
    },
    getWalletProvider: (p) => (ours(p.connectorId) ? session.provider : inner.getWalletProvider(p)),
    request: (p) => (ours(p.connectorId) ? requestFrameWallet(state, p) : inner.request(p)),
  }
}
