import type { CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { AdapterConnection, AdapterContext } from '@portico/core'
import type { UniversalProvider } from '../provider/UniversalProvider'
import type { Pairing } from './createPairingSlot'

/**
 * The wallet on the other end of a session.
 * @example
 * const peer: WalletConnectPeer = { name: 'Portico Test Wallet', url: 'http://127.0.0.1:5174', icons: [] }
 */
export type WalletConnectPeer = { name: string; url: string; icons: readonly string[] }

/**
 * How far {@link WalletConnectConnector.prepare} gets ahead of a connect: `code` fetches the
 * SDK's chunk; `provider` also starts the provider (its storage, keys and any stored session;
 * the SDK opens its relay socket only for topics it already has); `pairing` also starts a
 * pairing (socket, topic, proposal), whose uri the next connect shows at once.
 * @example
 * await walletConnect.prepare('provider')
 */
export type WalletConnectPrepareStage = 'code' | 'provider' | 'pairing'

/**
 * One WalletConnect session spanning every attached chain family, on a lazily loaded
 * UniversalProvider. Adapters attach their context so the session's events (chain and account
 * changes, a wallet-side disconnect, the pairing uri) reach core's stores.
 * @example
 * const walletConnect = createWalletConnectConnector({ relayUrl: 'ws://127.0.0.1:8788' })
 * const detach = walletConnect.attach(context)
 * const connection = await walletConnect.connect({ namespace: 'eip155' })
 */
export type WalletConnectConnector = {
  /** The connector id every namespace uses: `'walletConnect'`. */
  readonly id: string
  /** Name and image for wallet lists. */
  readonly name: string
  readonly imageUrl: string | undefined
  /** Route a namespace's session events to `context`; returns the detach function. */
  attach(context: AdapterContext): () => void
  /**
   * Pair with a wallet (or join the unexpired pairing in flight) and resolve the namespace's
   * connection once it approves. Proposes every attached family's networks, `caipNetwork` first.
   */
  connect(params: {
    namespace: ChainNamespace
    caipNetwork?: CaipNetwork
    onPairing?: (pairing: Pairing) => void
  }): Promise<AdapterConnection>
  /**
   * Get ready for a connect the visitor is likely to ask for, so its QR code shows at once:
   * see {@link WalletConnectPrepareStage}. A prepared pairing is reported like any other (the
   * namespace's `onWalletConnectUri`, default the first attached) and joined by the next
   * `connect` while unexpired; nothing happens when a session or a live pairing exists. Never
   * prompts a wallet. Resolves once the stage is reached (for `pairing`: once it started).
   */
  prepare(stage: WalletConnectPrepareStage, params?: { namespace?: ChainNamespace }): Promise<void>
  /** The stored session's connection for a namespace, without prompting; undefined if none. */
  reconnect(params: {
    namespace: ChainNamespace
    caipNetwork?: CaipNetwork
  }): Promise<AdapterConnection | undefined>
  /** End the session for every namespace (the wallet is told). No-op without a session. */
  disconnect(): Promise<void>
  /**
   * A JSON-RPC request: wallet methods through the session, safe reads to the network's own
   * RPC URL, anything else refused ('Requested RPC call is not allowed').
   */
  request(params: {
    method: string
    params?: unknown
    namespace: ChainNamespace
    caipNetworkId?: CaipNetworkId
    signal?: AbortSignal
  }): Promise<unknown>
  /** Make `caipNetwork` the session's active chain of its namespace. */
  switchChain(caipNetwork: CaipNetwork): Promise<void>
  /** The session's active chain of a namespace. */
  getChain(namespace: ChainNamespace): CaipNetworkId | undefined
  /** The connection of a namespace in the live session. */
  getConnection(namespace: ChainNamespace): AdapterConnection | undefined
  /** The wallet of the live session. */
  getPeer(): WalletConnectPeer | undefined
  /** The pairing in flight, once its uri is known. */
  getPairing(): Pairing | undefined
  /** The UniversalProvider, once loaded. */
  getProvider(): UniversalProvider | undefined
  /** Close the relay connection and stop the SDK's timers. The session stays stored. */
  destroy(): Promise<void>
}
