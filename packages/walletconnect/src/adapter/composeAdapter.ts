import {
  AdapterOrConnectorNotFoundError,
  type AdapterType,
  type ChainNamespace,
  ChainNotSupportedError,
} from '@portico/common'
import type { AdapterContext, AdapterTransaction, ChainAdapter } from '@portico/core'
import type { WalletConnectConnector } from '../connector/WalletConnectConnector'
import type { WalletConnectFamily } from '../eip155/WalletConnectFamily'
import { toConnector } from './toConnector'
import { WALLET_CONNECT_FAMILIES } from './WALLET_CONNECT_FAMILIES'
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
  const connector = toConnector(wc, namespace)
  const family = WALLET_CONNECT_FAMILIES[namespace]
  let detach: (() => void) | undefined

  const ours = (connectorId: string | undefined) =>
    connectorId === wc.id || (!inner && connectorId === undefined)
  const requireInner = (connectorId: string | undefined) => {
    if (!inner)
      throw new AdapterOrConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
    return inner
  }
  const requireFamily = () => {
    if (!family) throw new ChainNotSupportedError({ metaMessages: [`Namespace: ${namespace}`] })
    return family
  }
  // A family that only signs (Solana) sends what the inner adapter builds: the chain library
  // comes with that adapter, and this package imports none.
  const buildWithInner = (signAndSend: NonNullable<WalletConnectFamily['signAndSend']>) => {
    if (!inner?.sendWithSigner) {
      throw new ChainNotSupportedError({
        metaMessages: [
          `Sends on ${namespace} over WalletConnect are built by the ${namespace} chain adapter:`,
          `wrap it, e.g. withWalletConnect(createSolanaAdapter({ networks }), walletConnect).`,
        ],
      })
    }
    const build = inner.sendWithSigner.bind(inner)
    return (params: Parameters<typeof build>[0]) =>
      build(params, (transaction) =>
        signAndSend(wc, { caipNetwork: params.caipNetwork, transaction }),
      )
  }
  const sendOverSession = (p: AdapterTransaction) => {
    const { sendTransaction, signAndSend } = requireFamily()
    if (signAndSend) {
      const { caipNetwork, from, to, value } = p
      return buildWithInner(signAndSend)({ caipNetwork, from, to, value })
    }
    if (!sendTransaction) throw new ChainNotSupportedError()
    return sendTransaction(wc, p)
  }
  const sendTokenOverSession = (p: Parameters<NonNullable<ChainAdapter['sendToken']>>[0]) => {
    const { sendToken, signAndSend } = requireFamily()
    if (signAndSend) {
      const { caipNetwork, from, to, tokenAddress, amount } = p
      return buildWithInner(signAndSend)({ caipNetwork, from, to, tokenAddress, amount })
    }
    if (!sendToken) throw new ChainNotSupportedError()
    return sendToken(wc, p)
  }
  const estimateOwnFee = (tx: AdapterTransaction) => {
    const { estimateFee } = requireFamily()
    if (!estimateFee) {
      throw new ChainNotSupportedError({
        metaMessages: [`Fees on ${namespace} come from the ${namespace} chain adapter.`],
      })
    }
    return estimateFee(tx)
  }
  const whenNotLive =
    <T>(forward: (value: T) => void) =>
    (value: T) => {
      if (!wc.getConnection(namespace)) forward(value)
    }

  return {
    namespace,
    adapterType: params.adapterType,
    walletConnect: wc,
    async setup(context) {
      detach = wc.attach(context)
      if (!inner) return
      const innerContext: AdapterContext = {
        ...context,
        onConnectorsChanged: (list) => context.onConnectorsChanged([connector, ...list]),
        onAccountChanged: whenNotLive(context.onAccountChanged),
        onChainChanged: whenNotLive(context.onChainChanged),
        onDisconnected: whenNotLive(context.onDisconnected),
      }
      await inner.setup(innerContext)
    },
    async teardown() {
      detach?.()
      await inner?.teardown?.()
    },
    getConnectors: () => [connector, ...(inner?.getConnectors() ?? [])],
    connect: (p) =>
      ours(p.connectorId)
        ? wc.connect({ namespace, ...(p.caipNetwork && { caipNetwork: p.caipNetwork }) })
        : requireInner(p.connectorId).connect(p),
    reconnect: (p) =>
      ours(p.connectorId)
        ? wc.reconnect({ namespace, ...(p.caipNetwork && { caipNetwork: p.caipNetwork }) })
        : requireInner(p.connectorId).reconnect(p),
    disconnect: (p) =>
      ours(p.connectorId) ? wc.disconnect() : requireInner(p.connectorId).disconnect(p),
    getBalance: (p) => (inner ? inner.getBalance(p) : requireFamily().getBalance(p)),
    switchNetwork: (p) =>
      ours(p.connectorId)
        ? wc.switchChain(p.caipNetwork)
        : requireInner(p.connectorId).switchNetwork(p),
    signMessage: (p) =>
      ours(p.connectorId)
        ? requireFamily().signMessage(wc, p)
        : requireInner(p.connectorId).signMessage(p),
    sendTransaction: async (p) =>
      ours(p.connectorId) ? sendOverSession(p) : requireInner(p.connectorId).sendTransaction(p),
    async sendToken(p) {
      if (ours(p.connectorId)) return sendTokenOverSession(p)
      const target = requireInner(p.connectorId)
      if (!target.sendToken) throw new ChainNotSupportedError()
      return target.sendToken(p)
    },
    estimateFee: async (tx) => (inner ? inner.estimateFee(tx) : estimateOwnFee(tx)),
    // Pricing reads the chain, not the wallet: the inner adapter's, whichever wallet sends; the
    // family's when WalletConnect is the only way in.
    ...(inner?.estimateTokenFee
      ? { estimateTokenFee: inner.estimateTokenFee.bind(inner) }
      : !inner && family?.estimateTokenFee && { estimateTokenFee: family.estimateTokenFee }),
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
        : requireInner(p.connectorId).request(p),
  }
}
