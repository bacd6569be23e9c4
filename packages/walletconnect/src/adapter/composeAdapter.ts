import { type AdapterType, type ChainNamespace, ChainNotSupportedError } from '@portico/common'
import type { ChainAdapter } from '@portico/core'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'
import { estimateOwnFee } from './actions/estimateOwnFee'
import { sendOverSession } from './actions/sendOverSession'
import { sendTokenOverSession } from './actions/sendTokenOverSession'
import { setupComposed } from './actions/setupComposed'
import type { ComposedAdapterState } from './ComposedAdapterState'
import { isSessionConnector } from './internal/isSessionConnector'
import { requireFamily } from './internal/requireFamily'
import { requireInner } from './internal/requireInner'
import { toConnector } from './toConnector'
import type { WalletConnectChainAdapter } from './WalletConnectChainAdapter'

/**
 * A ChainAdapter serving `namespace` through the WalletConnect connector for its id, and
 * through `inner` (when given) for every other connector. While the session is live on this
 * namespace, the inner adapter's wallet events are not applied: they belong to a wallet that is
 * not the active one.
 * @example
 * const adapter = composeAdapter({ namespace: 'eip155', adapterType: 'universal', walletConnect })
 */
export function composeAdapter(params: {
  namespace: ChainNamespace
  adapterType: AdapterType
  walletConnect: WalletConnectConnector
  inner?: ChainAdapter | undefined
}): WalletConnectChainAdapter {
  const { namespace, walletConnect: wc, inner } = params
  const state: ComposedAdapterState = {
    namespace,
    walletConnect: wc,
    connector: toConnector(wc, namespace),
    inner,
    detach: undefined,
  }
  const { connector } = state
  const ours = (connectorId: string | undefined) => isSessionConnector(state, connectorId)
  const other = (connectorId: string | undefined) => requireInner(state, connectorId)

  return {
    namespace,
    adapterType: params.adapterType,
    walletConnect: wc,
    setup: (context) => setupComposed(state, context),
    async teardown() {
      state.detach?.()
      await inner?.teardown?.()
    },
    getConnectors: () => [connector, ...(inner?.getConnectors() ?? [])],
    connect: (p) =>
      ours(p.connectorId)
        ? wc.connect({ namespace, ...(p.caipNetwork && { caipNetwork: p.caipNetwork }) })
        : other(p.connectorId).connect(p),
    reconnect: (p) =>
      ours(p.connectorId)
        ? wc.reconnect({ namespace, ...(p.caipNetwork && { caipNetwork: p.caipNetwork }) })
        : other(p.connectorId).reconnect(p),
    disconnect: (p) => (ours(p.connectorId) ? wc.disconnect() : other(p.connectorId).disconnect(p)),
    getBalance: async (p) =>
      inner ? inner.getBalance(p) : (await requireFamily(state)).getBalance(p),
    switchNetwork: (p) =>
      ours(p.connectorId) ? wc.switchChain(p.caipNetwork) : other(p.connectorId).switchNetwork(p),
    signMessage: async (p) =>
      ours(p.connectorId)
        ? (await requireFamily(state)).signMessage(wc, p)
        : other(p.connectorId).signMessage(p),
    sendTransaction: async (p) =>
      ours(p.connectorId) ? sendOverSession(state, p) : other(p.connectorId).sendTransaction(p),
    async sendToken(p) {
      if (ours(p.connectorId)) return sendTokenOverSession(state, p)
      const target = other(p.connectorId)
      if (!target.sendToken) throw new ChainNotSupportedError()
      return target.sendToken(p)
    },
    estimateFee: async (tx) => (inner ? inner.estimateFee(tx) : estimateOwnFee(state, tx)),
    // Pricing reads the chain, not the wallet: the inner adapter's, whichever wallet sends.
    ...(inner?.estimateTokenFee && { estimateTokenFee: inner.estimateTokenFee.bind(inner) }),
    // Sends signed outside any adapter connector (the embedded wallet's frame on Solana): the
    // inner adapter builds and confirms them, the session has no part in them.
    ...(inner?.sendWithSigner && { sendWithSigner: inner.sendWithSigner.bind(inner) }),
    // Blocks come from the chain the inner adapter reads balances from, whichever wallet is in.
    ...(inner?.watchBlocks && { watchBlocks: inner.watchBlocks.bind(inner) }),
    getWalletProvider: (p) =>
      ours(p.connectorId) ? wc.getProvider() : inner?.getWalletProvider(p),
    request: (p) =>
      ours(p.connectorId)
        ? wc.request({
            method: p.method,
            params: p.params,
            namespace,
            ...(p.caipNetwork && { caipNetworkId: p.caipNetwork.caipNetworkId }),
            ...(p.signal && { signal: p.signal }),
          })
        : other(p.connectorId).request(p),
  }
}
