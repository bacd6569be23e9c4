import type { AdapterContext, ChainAdapter } from '@portico/core'
import type { EmbeddedSession } from '../adapter/EmbeddedSession'
import { innerSendToken } from '../adapter/internal/innerSendToken'
import { isEmbeddedConnector as ours } from '../adapter/internal/isEmbeddedConnector'
import { registerNamespace } from '../adapter/internal/registerNamespace'
import { signOutFrame } from '../adapter/internal/signOutFrame'
import { connectSolanaUser } from './actions/connectSolanaUser'
import { endSolanaConnection } from './actions/endSolanaConnection'
import { refreshSolanaUser } from './actions/refreshSolanaUser'
import { sendSolanaToken } from './actions/sendSolanaToken'
import { sendSolanaTransaction } from './actions/sendSolanaTransaction'
import { signSolanaMessage } from './actions/signSolanaMessage'
import { EMBEDDED_SOLANA_CONNECTOR } from './EMBEDDED_SOLANA_CONNECTOR'
import type { EmbeddedSolanaState } from './EmbeddedSolanaState'
import { clusterOf } from './internal/clusterOf'
import { requestSolanaRpc } from './internal/requestSolanaRpc'

/**
 * The solana adapter with the AUTH connector beside `inner`'s: calls for the AUTH connector go
 * to the frame — the user on the network's cluster (GET_USER with its CAIP-2 id), sign-out,
 * solana_signMessage, and sends as solana_signAndSendTransaction of the transfer `inner`
 * builds and then waits for (`inner.sendWithSigner`, so SOL and SPL transfers are built in one
 * place) — every other call to `inner`. Balances and fees always come from `inner`, which
 * reads the chain.
 * @example
 * internals.adapters.set('solana', createEmbeddedSolanaAdapter({ inner, context, session }))
 */
export function createEmbeddedSolanaAdapter(params: {
  inner: ChainAdapter
  context: AdapterContext
  session: EmbeddedSession
}): ChainAdapter {
  const { inner, session } = params
  const state: EmbeddedSolanaState = { ...params, host: session.host, current: undefined }
  registerNamespace(session, inner.namespace, {
    refreshUser: () => refreshSolanaUser(state),
    endConnection: () => endSolanaConnection(state),
  })

  return {
    namespace: inner.namespace,
    adapterType: inner.adapterType,
    setup: (ctx) => inner.setup(ctx),
    teardown: () => inner.teardown?.(),
    getConnectors: () => [...inner.getConnectors(), EMBEDDED_SOLANA_CONNECTOR],
    connect: (p) =>
      ours(p.connectorId) ? connectSolanaUser(state, p.caipNetwork) : inner.connect(p),
    async reconnect(p) {
      if (!ours(p.connectorId)) return inner.reconnect(p)
      const { isConnected } = await state.host.request('IS_CONNECTED', {})
      return isConnected ? connectSolanaUser(state, p.caipNetwork) : undefined
    },
    async disconnect(p) {
      if (!ours(p.connectorId)) return inner.disconnect(p)
      state.current = undefined
      // One frame session serves every namespace: signing out here signs out everywhere, and
      // core disconnects the other embedded-wallet chains with it (spec §4).
      await signOutFrame(session)
    },
    getBalance: (p) => inner.getBalance(p),
    ...(inner.watchBlocks && { watchBlocks: inner.watchBlocks.bind(inner) }),
    estimateFee: (tx) => inner.estimateFee(tx),
    ...(inner.estimateTokenFee && { estimateTokenFee: inner.estimateTokenFee.bind(inner) }),
    ...(inner.sendWithSigner && { sendWithSigner: inner.sendWithSigner.bind(inner) }),
    async switchNetwork(p) {
      if (!ours(p.connectorId)) return inner.switchNetwork(p)
      // The frame answers only for clusters it is configured for ('Chain is not supported').
      await connectSolanaUser(state, p.caipNetwork)
    },
    async signMessage(p) {
      return ours(p.connectorId) ? signSolanaMessage(state, p) : inner.signMessage(p)
    },
    async sendTransaction(p) {
      return ours(p.connectorId) ? sendSolanaTransaction(state, p) : inner.sendTransaction(p)
    },
    async sendToken(p) {
      return ours(p.connectorId) ? sendSolanaToken(state, p) : innerSendToken(inner, p)
    },
    getWalletProvider: (p) => (ours(p.connectorId) ? undefined : inner.getWalletProvider(p)),
    request(p) {
      if (!ours(p.connectorId)) return inner.request(p)
      return requestSolanaRpc(
        state,
        p.method,
        p.params,
        clusterOf(state, p.caipNetwork ?? state.current),
        p.signal,
      )
    },
  }
}
