import type { AdapterType, CaipNetwork, CaipNetworkId, ChainNamespace } from '@portico/common'
import type { EmbeddedWalletUser } from './AccountState'
import type { AdapterContext } from './AdapterContext'
import type { Connector, ConnectorAccount } from './Connector'

/**
 * A live connection as an adapter reports it after `connect` or `reconnect`.
 * @example
 * const c: AdapterConnection = { connectorId: 'injected', address: '0xf39F…2266', chainId: 31337 }
 */
export type AdapterConnection = {
  connectorId: string
  /** Active address, without CAIP prefix. */
  address: string
  /** Chain reference the wallet is on (number for eip155). */
  chainId: number | string
  /** Every account the connector exposes, active one first. */
  accounts?: readonly ConnectorAccount[]
  /** The signed-in user, for the embedded wallet's AUTH connector (spec §3). */
  user?: EmbeddedWalletUser
  /**
   * The networks this wallet can use, when it says (the embedded wallet signs only on its
   * frame's chains); absent, every network of the namespace. Becomes the namespace's
   * `approvedCaipNetworkIds` with `supportsAllNetworks` false.
   */
  caipNetworkIds?: readonly CaipNetworkId[]
}

/**
 * A native-currency transfer or a contract call, in the family's smallest unit.
 * Families without calldata (Solana, Bitcoin) ignore `data`.
 * @example
 * const tx: AdapterTransaction = { caipNetwork, from, to: '0x70997970…79C8', value: 10n ** 18n }
 */
export type AdapterTransaction = {
  caipNetwork: CaipNetwork
  from: string
  to: string
  /** Amount in the smallest unit (wei, lamports, satoshis). */
  value: bigint
  /** EVM calldata, hex. */
  data?: `0x${string}`
  /** EVM gas limit; the wallet estimates when absent. */
  gas?: bigint
}

/**
 * A fee estimate in the native currency's smallest unit.
 * @example
 * const fee: FeeEstimate = { fee: 21000n * 10n ** 9n, gas: 21000n, gasPrice: 10n ** 9n }
 */
export type FeeEstimate = {
  /** Total expected fee (wei, lamports, satoshis). */
  fee: bigint
  /** EVM gas units. */
  gas?: bigint
  /** EVM price per gas unit, in wei. */
  gasPrice?: bigint
  /** The site pays the fee (its sponsor's name, as the embedded wallet's frame says): `fee` is 0. */
  paidBy?: string
  /** Why the site does not pay this fee, in one line (the embedded wallet's frame's words). */
  sponsorshipRefusal?: string
  /** The account holds too little to pay `fee` (what it would be charged once it does). */
  insufficientFunds?: boolean
  /**
   * The visitor pays the fee in a token (the embedded wallet's token paymaster, where the account
   * holds too little of the native coin): `fee` is 0, and `amount` (the token's smallest unit) is
   * exactly what the account is debited.
   */
  paidIn?: { token: string; symbol: string; decimals: number; amount: bigint }
}

/**
 * One chain family (EVM, Solana, Bitcoin…) behind one interface. Core imports no chain library;
 * it calls these members and keeps the results in its stores. All addresses are plain (no CAIP
 * prefix); `connectorId` selects among the adapter's connectors, defaulting to the connected one.
 * Methods throw on failure (ideally errors of `@portico/common`); core maps and shows them.
 * @example
 * const portico = createPortico({ adapters: [createWagmiAdapter({ config })], networks })
 */
export type ChainAdapter = {
  /** The chain family served. One adapter per namespace. */
  readonly namespace: ChainNamespace
  /** Kind of adapter, for analytics and SDK version strings. */
  readonly adapterType: AdapterType
  /**
   * Start fetching the adapter's lazy code, if it has any, and return at once. `portico.init()`
   * calls it before loading its own start, so that both arrive in one round trip instead of one
   * after the other. A failed fetch is left to the first action that needs the code to report.
   */
  preload?(): void
  /** Start watching wallets; report everything through `context`. Called once by `portico.init()`. */
  setup(context: AdapterContext): void | Promise<void>
  /** Stop watching and release resources. Called by `portico.destroy()`. */
  teardown?(): void | Promise<void>
  /** The connectors known right now. */
  getConnectors(): readonly Connector[]
  /** Ask the wallet to connect, on `caipNetwork` when given. Throws when the user rejects. */
  connect(params: { connectorId: string; caipNetwork?: CaipNetwork }): Promise<AdapterConnection>
  /** Restore a connection after a reload without prompting; undefined when none can be restored. */
  reconnect(params: {
    connectorId: string
    caipNetwork?: CaipNetwork
  }): Promise<AdapterConnection | undefined>
  /** End the connection of one connector (all of this adapter's when absent). */
  disconnect(params: { connectorId?: string }): Promise<void>
  /** Native balance of `address` on `caipNetwork`, as a decimal string in whole units. */
  getBalance(params: {
    address: string
    caipNetwork: CaipNetwork
  }): Promise<{ balance: string; symbol: string }>
  /**
   * Call `onBlock` for each new block of `caipNetwork` until the returned function is called;
   * the kit reads the balance again on each. Optional: without it, balances follow the kit's
   * own transactions and account changes only.
   */
  watchBlocks?(params: { caipNetwork: CaipNetwork; onBlock: () => void }): () => void
  /** Make the wallet use `caipNetwork`; throws (e.g. `SwitchChainError`) when it cannot. */
  switchNetwork(params: { caipNetwork: CaipNetwork; connectorId?: string }): Promise<void>
  /** Sign a text message with `address`; resolves the signature (hex or base58). */
  signMessage(params: { message: string; address: string; connectorId?: string }): Promise<string>
  /** Send a native transfer or contract call; resolves the transaction hash or signature. */
  sendTransaction(params: AdapterTransaction & { connectorId?: string }): Promise<string>
  /**
   * Transfer a fungible token (ERC-20, SPL) of `tokenAddress`; `amount` in the token's smallest
   * unit. Absent when the family has no tokens. Resolves the transaction hash or signature.
   */
  sendToken?(params: {
    caipNetwork: CaipNetwork
    from: string
    to: string
    tokenAddress: string
    amount: bigint
    connectorId?: string
  }): Promise<string>
  /** Expected fee of a transaction, in the native smallest unit. */
  estimateFee(params: AdapterTransaction): Promise<FeeEstimate>
  /**
   * Expected cost of `sendToken` with the same parameters, in the native smallest unit, for
   * families whose token transfers are not a contract call `estimateFee` can price (Solana: the
   * fee plus the rent of the receiver's token account when the transfer creates it). Absent: the
   * kit prices an ERC-20 `transfer` call through `estimateFee`.
   */
  estimateTokenFee?(params: {
    caipNetwork: CaipNetwork
    from: string
    to: string
    tokenAddress: string
    amount: bigint
  }): Promise<FeeEstimate>
  /**
   * Send a native transfer (`value`) or a token transfer (`tokenAddress`, `amount`) that a
   * wallet outside this adapter signs: the adapter builds the unsigned transaction (base64 wire
   * bytes), `signAndSend` signs and sends it and resolves its id, and the adapter waits for it
   * as for its own sends. For families whose wallets sign transactions they are handed (Solana:
   * the embedded wallet's frame); absent elsewhere.
   */
  sendWithSigner?(
    params: { caipNetwork: CaipNetwork; from: string; to: string } & (
      | { value: bigint }
      | { tokenAddress: string; amount: bigint }
    ),
    signAndSend: (transaction: string) => Promise<string>,
  ): Promise<string>
  /** The connected wallet's raw provider (EIP-1193, wallet-standard…); undefined when none. */
  getWalletProvider(params: { connectorId?: string }): unknown
  /**
   * Send a JSON-RPC request through the connected wallet. `signal` aborts it when the user
   * closes the modal on an unsafe request.
   */
  request(params: {
    method: string
    params?: unknown
    caipNetwork?: CaipNetwork
    connectorId?: string
    signal?: AbortSignal
  }): Promise<unknown>
}
