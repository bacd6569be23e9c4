import type { CaipNetwork, ChainNamespace, WalletCatalogueEntry } from '@portico/common'
import type { QueryClient } from '@tanstack/query-core'
import type { NamesClient } from '../names/NamesClient'
import type { PayClient } from '../pay/PayClient'
import type { PorticoApi } from '../queries/PorticoApi'
import type { ChainAdapter } from './ChainAdapter'
import type { EmbeddedWallet } from './EmbeddedWallet'
import type { OnrampClient } from './OnrampClient'
import type { PorticoEventEnvelope, WalletPlatform } from './PorticoEvent'
import type { ResolvedPorticoOptions } from './PorticoOptions'
import type { PorticoStorage } from './PorticoStorage'
import type { PorticoStores } from './PorticoStores'
import type { RouterView, TransactionOutcome, TransactionStackEntry } from './RouterView'
import type { SwapClient } from './SwapClient'

/**
 * What `portico.open()` takes: a view to show instead of the default one, and/or the
 * namespace to connect or show.
 * @example
 * await portico.open({ view: { view: 'Swap', swap: { amount: '1' } } })
 */
export type OpenOptions = { view?: RouterView; namespace?: ChainNamespace }

/**
 * What `portico.connect()` takes. `namespace` picks the adapter (default: the active namespace,
 * else the first adapter's); `caipNetwork` the network to connect on.
 * @example
 * await portico.connect({ connectorId: 'org.portico.test' })
 */
export type ConnectParams = {
  connectorId: string
  namespace?: ChainNamespace
  caipNetwork?: CaipNetwork
}

/**
 * A native transfer or contract call from the active account; the amount in smallest units.
 * @example
 * await portico.sendTransaction({ to: '0x7099…79C8', value: 10n ** 16n })
 */
export type SendTransactionParams = {
  to: string
  value: bigint
  data?: `0x${string}`
  gas?: bigint
  namespace?: ChainNamespace
}

/**
 * One Portico client: stores, adapters, query client and the actions that tie them together.
 * Made by `createPortico`; hold one per app (React: pass it to `<PorticoProvider client>`).
 * @example
 * const portico = createPortico({ networks: [KNOWN_CHAINS.mainnet], adapters: [wagmiAdapter] })
 * await portico.init()
 * await portico.open()
 */
export type Portico = {
  readonly options: ResolvedPorticoOptions
  readonly stores: PorticoStores
  /**
   * TanStack Query client of this instance (remote data: balances, history, catalogue…). Made
   * on first use, so the query library stays out of the page's first load.
   */
  getQueryClient(): Promise<QueryClient>
  readonly storage: PorticoStorage
  /** Gateway and catalogue clients and the remote-data rules (balances, history, wallet lists). */
  readonly api: PorticoApi
  /** The adapter of a namespace. */
  getAdapter(namespace: ChainNamespace): ChainAdapter | undefined
  /**
   * Set up adapters and restore stored connections (status 'connecting', then 'connected' or
   * 'disconnected'). Idempotent: later calls return the first call's promise. Browser only.
   */
  init(): Promise<void>
  /** Tear adapters down, clear queries, cancel timers. */
  destroy(): Promise<void>

  /** Open the modal (spec §2 rules pick the view unless `view` is given). */
  open(options?: OpenOptions): Promise<void>
  /** Close the modal; refused on ApproveTransaction (and SIWX sign views when required) unless forced. */
  close(options?: { force?: boolean }): void
  /** Wiggle the modal for 500 ms. */
  shake(): void
  push(view: RouterView): void
  replace(view: RouterView): void
  reset(view: RouterView): void
  /** Previous view, or close when the history allows no back step. */
  goBack(): void
  /** Register a pending transaction flow (send, swap, approve). */
  pushTransaction(entry: TransactionStackEntry): void
  /** A transaction flow ended: close if none is pending, else pop it (and go back on error/cancel). */
  finishTransaction(outcome: TransactionOutcome): void

  /**
   * Connect a connector of an adapter; updates stores, persists, emits CONNECT_SUCCESS/ERROR.
   * Afterwards an open modal moves to SIWXSignMessage when sign-in is needed, else closes.
   */
  connect(params: ConnectParams): Promise<void>
  /** Disconnect one namespace (default: the active one) and the related ones (spec §4). */
  disconnect(params?: { namespace?: ChainNamespace }): Promise<void>
  /** Make `caipNetwork` active; asks the wallet when connected. Emits SWITCH_NETWORK. */
  switchNetwork(caipNetwork: CaipNetwork): Promise<void>
  /** Sign with the active account of a namespace (default active). */
  signMessage(params: { message: string; namespace?: ChainNamespace }): Promise<string>
  /** Send from the active account; resolves the hash. */
  sendTransaction(params: SendTransactionParams): Promise<string>
  /**
   * Send what the send store holds (spec §4: loading, send, refresh balance, reset); the view it
   * ends on gets the sent transaction (`sent`). The plain action is the `sendToken` export.
   */
  sendToken(): Promise<string>
  /** Generic RPC through the connected wallet; unsafe methods are aborted if the modal closes. */
  request(params: {
    method: string
    params?: unknown
    namespace?: ChainNamespace
  }): Promise<unknown>
  /** Refetch the native balance of a namespace's account (default active) into the account store. */
  refreshBalance(namespace?: ChainNamespace): Promise<void>
  /** Remember a picked wallet (recent list, max 2) and emit SELECT_WALLET. */
  selectWallet(wallet: WalletCatalogueEntry, platform: WalletPlatform): void
  /** Clear the WalletConnect pairing, recent wallet and stored transactions; status disconnected. */
  resetConnection(namespace?: ChainNamespace): void
  /**
   * The embedded wallet (email login), loaded on first call; undefined when the app gave no
   * `embeddedWallet` loader or has neither an eip155 nor a solana adapter.
   */
  loadEmbeddedWallet(): Promise<EmbeddedWallet | undefined>
  /**
   * Swaps over the gateway's convert API, loaded on first call (its own chunk, never in the
   * page's first load); one client per instance.
   */
  loadSwap(): Promise<SwapClient>
  /**
   * Account names (register, suggestions, resolve for Send, identities), loaded on first call
   * (its own chunk); one client per instance.
   */
  loadNames(): Promise<NamesClient>
  /**
   * The on-ramp (Buy): options, quotes, checkout URLs and deposits from the gateway, loaded on
   * first call (its own chunk); one client per instance.
   */
  loadOnramp(): Promise<OnrampClient>
  /**
   * Pay (`features.pay`): payments from the connected wallet, an exchange or a QR code over the
   * gateway's Pay API, loaded on first call (its own chunk); one client per instance. Rejects
   * with PayError `PAY_DISABLED` when `features.pay` is off, loading nothing.
   */
  loadPay(): Promise<PayClient>
  /** Sign in the active account (the SIWXSignMessage view's button); closes the modal on success. */
  authenticate(): Promise<void>
  /** The user declined to sign in: disconnects when SIWX is required, then closes. */
  cancelAuthentication(): Promise<void>
  /** Listen to every event; returns the unsubscribe function. */
  subscribeEvents(listener: (envelope: PorticoEventEnvelope) => void): () => void
}
