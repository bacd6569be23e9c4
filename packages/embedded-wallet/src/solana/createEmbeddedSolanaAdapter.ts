import {
  AdapterOrConnectorNotFoundError,
  type CaipNetwork,
  EMBEDDED_WALLET_CONNECTOR_ID,
  EMBEDDED_WALLET_TIMEOUTS_MS,
  encodeBase58,
  NetworkNotFoundError,
} from '@portico/common'
import type { AdapterConnection, AdapterContext, ChainAdapter, Connector } from '@portico/core'
import { z } from 'zod'
import type { EmbeddedSession } from '../adapter/createEmbeddedAdapter'
import { toConnection } from '../wallet/toEmbeddedUser'

/**
 * The AUTH connector of the embedded wallet on Solana networks (spec §6: the embedded wallet
 * supports eip155 and solana): the same login, the visitor's Solana key in the frame.
 * @example portico.connect({ connectorId: EMBEDDED_SOLANA_CONNECTOR.id, namespace: 'solana' })
 */
export const EMBEDDED_SOLANA_CONNECTOR: Connector = {
  id: EMBEDDED_WALLET_CONNECTOR_ID,
  name: 'Email',
  type: 'AUTH',
  chain: 'solana',
}

const signatureAnswer = z.object({ signature: z.string().min(1) })

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
  const { inner, context, session } = params
  const { host } = session
  const ours = (connectorId: string | undefined) => connectorId === EMBEDDED_WALLET_CONNECTOR_ID
  // The cluster the AUTH connection is on: where messages are signed.
  let current: CaipNetwork | undefined

  const clusterOf = (caipNetwork: CaipNetwork | undefined): CaipNetwork => {
    const network =
      caipNetwork?.chainNamespace === 'solana'
        ? caipNetwork
        : (current ?? context.getActiveNetwork() ?? context.networks[0])
    if (network?.chainNamespace !== 'solana')
      throw new NetworkNotFoundError({
        metaMessages: ['No Solana network for the embedded wallet'],
      })
    return network
  }
  const rpc = (method: string, rpcParams: unknown, network: CaipNetwork, signal?: AbortSignal) =>
    host.request(
      'RPC_REQUEST',
      { method, params: rpcParams, chainId: network.caipNetworkId },
      signal ? { signal } : {},
    )
  const connectUser = async (caipNetwork: CaipNetwork | undefined): Promise<AdapterConnection> => {
    const network = clusterOf(caipNetwork)
    const user = await host.request('GET_USER', { chainId: network.caipNetworkId })
    current = network
    const connection = toConnection(EMBEDDED_WALLET_CONNECTOR_ID, user)
    return {
      ...connection,
      chainId: network.id,
      accounts: (connection.accounts ?? []).map((a) => ({ ...a, namespace: 'solana' as const })),
    }
  }
  session.refreshUser = {
    ...session.refreshUser,
    [inner.namespace]: async () => {
      if (!current) return
      const connection = await connectUser(current)
      context.onAccountChanged({
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
      if (!current) return
      current = undefined
      context.onDisconnected({ connectorId: EMBEDDED_WALLET_CONNECTOR_ID })
    },
  }
  const signAndSend = (network: CaipNetwork) => async (transaction: string) =>
    signatureAnswer.parse(await rpc('solana_signAndSendTransaction', { transaction }, network))
      .signature
  const sendWithSigner = (): NonNullable<ChainAdapter['sendWithSigner']> => {
    if (!inner.sendWithSigner)
      throw new AdapterOrConnectorNotFoundError({ metaMessages: ['sendWithSigner'] })
    return inner.sendWithSigner.bind(inner)
  }

  return {
    namespace: inner.namespace,
    adapterType: inner.adapterType,
    setup: (ctx) => inner.setup(ctx),
    teardown: () => inner.teardown?.(),
    getConnectors: () => [...inner.getConnectors(), EMBEDDED_SOLANA_CONNECTOR],
    connect: (p) => (ours(p.connectorId) ? connectUser(p.caipNetwork) : inner.connect(p)),
    async reconnect(p) {
      if (!ours(p.connectorId)) return inner.reconnect(p)
      const { isConnected } = await host.request('IS_CONNECTED', {})
      return isConnected ? connectUser(p.caipNetwork) : undefined
    },
    async disconnect(p) {
      if (!ours(p.connectorId)) return inner.disconnect(p)
      current = undefined
      // One frame session serves every namespace: signing out here signs out everywhere, and
      // core disconnects the other embedded-wallet chains with it (spec §4).
      const wait = session.disconnectWaitMs ?? EMBEDDED_WALLET_TIMEOUTS_MS.disconnectWait
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        host.request('SIGN_OUT'),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, wait)
        }),
      ]).finally(() => clearTimeout(timer))
    },
    getBalance: (p) => inner.getBalance(p),
    ...(inner.watchBlocks && { watchBlocks: inner.watchBlocks.bind(inner) }),
    estimateFee: (tx) => inner.estimateFee(tx),
    ...(inner.estimateTokenFee && { estimateTokenFee: inner.estimateTokenFee.bind(inner) }),
    ...(inner.sendWithSigner && { sendWithSigner: inner.sendWithSigner.bind(inner) }),
    async switchNetwork(p) {
      if (!ours(p.connectorId)) return inner.switchNetwork(p)
      // The frame answers only for clusters it is configured for ('Chain is not supported').
      await connectUser(p.caipNetwork)
    },
    async signMessage(p) {
      if (!ours(p.connectorId)) return inner.signMessage(p)
      const message = encodeBase58(new TextEncoder().encode(p.message))
      const answer = await rpc(
        'solana_signMessage',
        { message, pubkey: p.address },
        clusterOf(current),
      )
      return signatureAnswer.parse(answer).signature
    },
    async sendTransaction(p) {
      if (!ours(p.connectorId)) return inner.sendTransaction(p)
      const { caipNetwork, from, to, value } = p
      return sendWithSigner()({ caipNetwork, from, to, value }, signAndSend(caipNetwork))
    },
    async sendToken(p) {
      if (!ours(p.connectorId)) {
        if (!inner.sendToken)
          throw new AdapterOrConnectorNotFoundError({ metaMessages: ['sendToken'] })
        return inner.sendToken(p)
      }
      const { caipNetwork, from, to, tokenAddress, amount } = p
      return sendWithSigner()(
        { caipNetwork, from, to, tokenAddress, amount },
        signAndSend(caipNetwork),
      )
    },
    getWalletProvider: (p) => (ours(p.connectorId) ? undefined : inner.getWalletProvider(p)),
    request(p) {
      if (!ours(p.connectorId)) return inner.request(p)
      return rpc(p.method, p.params, clusterOf(p.caipNetwork ?? current), p.signal)
    },
  }
}
