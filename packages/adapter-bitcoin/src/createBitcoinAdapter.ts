import {
  AdapterOrConnectorNotFoundError,
  type BitcoinNetworkParams,
  bitcoinMainnetParams,
  bitcoinTestnetParams,
  type CaipNetwork,
  formatUnits,
  ProviderNotConnectedError,
  RpcCallNotAllowedError,
  SwitchChainError,
  watchTip,
} from '@portico/common'
import type {
  AdapterConnection,
  AdapterContext,
  ChainAdapter,
  Connector,
  StorageLike,
} from '@portico/core'
import { base64 } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import {
  BITCOIN_CONNECT,
  BITCOIN_SIGN_MESSAGE,
  type BitcoinConnectFeature,
  type BitcoinSignMessageFeature,
} from './bitcoinFeatures'
import { buildTransferPsbt } from './buildTransferPsbt'
import { createWalletDirectory, type WalletDirectory } from './createWalletDirectory'
import { createEsploraClient, type EsploraEndpoint } from './esploraClient'
import type { SatsConnectProviderInfo, SatsConnectRequester } from './satsConnectWallet'
import { signWithWallet } from './signWithWallet'
import { toBitcoinError } from './toBitcoinError'
import { toConnectorAccounts } from './toConnectorAccounts'
import { waitForWallet } from './waitForWallet'
import { walletChainId } from './walletChainId'

/**
 * A wallet-standard registry: `getWallets()` of `@wallet-standard/app`, or one of a test page.
 * @example
 * const wallets: BitcoinWalletRegistry = getWallets()
 */
export type BitcoinWalletRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/**
 * Options of {@link createBitcoinAdapter}.
 * @example
 * createBitcoinAdapter({ networks: [KNOWN_CHAINS.bitcoin], esplora: gatewayEsplora({ gatewayUrl, projectId }) })
 */
export type CreateBitcoinAdapterParameters = {
  /** The app's Bitcoin-family networks (namespace `bip122`). */
  networks: readonly CaipNetwork[]
  /** Parameters of networks other than Bitcoin mainnet and testnet (a regtest chain). */
  params?: readonly BitcoinNetworkParams[]
  /** Each network's Esplora-compatible API: balances, UTXOs, fee rates, broadcast. */
  esplora: (caipNetworkId: string) => EsploraEndpoint | undefined
  /** Where wallets register; `getWallets()` of `@wallet-standard/app` by default. */
  wallets?: BitcoinWalletRegistry
  storage?: StorageLike
  /** Which account is active after connecting (spec §6: `payment` by default). */
  preferredAccountType?: 'payment' | 'ordinal'
  /** How long `reconnect` waits for the stored wallet to register (default 1 s). */
  reconnectTimeoutMs?: number
  /** How often `watchBlocks` asks the Esplora API for the tip (default 10 s: a block is ~10 min). */
  blockPollingIntervalMs?: number
  /** Receives the problems the adapter recovers from. */
  logger?: { warn(message: string, ...details: unknown[]): void }
  /**
   * Wallets that speak sats-connect's provider protocol (`window.btc_providers`): each becomes a
   * connector like the wallet-standard ones, unless a wallet-standard wallet has its name.
   * `sats-connect` (an optional peer dependency) is loaded only when one is on the page.
   * `false` leaves them out.
   */
  satsConnect?:
    | false
    | {
        providers?: () => readonly SatsConnectProviderInfo[]
        load?: () => Promise<SatsConnectRequester>
      }
}

/**
 * The Bitcoin adapter, plus PSBT signing.
 * @example
 * const { psbt } = await adapter.signPsbt({ psbt, signInputs: { [address]: [0] } })
 */
export type BitcoinAdapter = ChainAdapter & {
  /**
   * Has the connected wallet sign a PSBT (base64): `signInputs` maps each address to the input
   * indexes it signs. With `broadcast`, the finalized transaction is sent and its txid returned.
   */
  signPsbt(parameters: {
    psbt: string
    signInputs: Record<string, readonly number[]>
    broadcast?: boolean
    connectorId?: string
  }): Promise<{ psbt: string; txid?: string }>
}

const STORAGE_KEY = '@portico/bitcoin/connection'

type Session = {
  wallet: Wallet
  caipNetwork: CaipNetwork
  accounts: ReturnType<typeof toConnectorAccounts>
  unsubscribe: () => void
}

const feature = <T>(wallet: Wallet, name: string): T | undefined =>
  wallet.features[name as `${string}:${string}`] as T | undefined

/**
 * A `ChainAdapter` for Bitcoin wallets that implement the Bitcoin wallet-standard features
 * (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`,
 * `bitcoin:signAndSendTransaction`): discovery through the wallet-standard registry, payment and
 * ordinals accounts (payment active by default), BIP-322 message signatures (base64), PSBT
 * signing, and transfers built as PSBTs from the payment address's UTXOs. Balances, UTXOs, fee
 * rates and broadcasts go to an Esplora-compatible API — the gateway's for its chains.
 *
 * @example
 * const adapter = createBitcoinAdapter({
 *   networks: [KNOWN_CHAINS.bitcoin],
 *   esplora: gatewayEsplora({ gatewayUrl: 'https://gateway.example', projectId: 'demo' }),
 * })
 */
export function createBitcoinAdapter(parameters: CreateBitcoinAdapterParameters): BitcoinAdapter {
  const allParams = [bitcoinMainnetParams, bitcoinTestnetParams, ...(parameters.params ?? [])]
  const paramsOf = (caipNetwork: CaipNetwork) => {
    const params = allParams.find((p) => p.caipNetworkId === caipNetwork.caipNetworkId)
    if (!params) throw new SwitchChainError({ code: SwitchChainError.UNRECOGNIZED_CHAIN })
    return params
  }
  const esploraOf = (caipNetwork: CaipNetwork) => {
    const endpoint = parameters.esplora(caipNetwork.caipNetworkId)
    if (!endpoint) throw new Error(`No Esplora API for ${caipNetwork.name}`)
    return createEsploraClient(endpoint)
  }
  const preferred = parameters.preferredAccountType ?? 'payment'
  const networks = parameters.networks.filter((network) => network.chainNamespace === 'bip122')
  let context: AdapterContext | undefined
  let connectors: Connector[] = []
  let session: Session | undefined
  const stops: (() => void)[] = []

  let directory: WalletDirectory | undefined
  const wallets = () => directory?.get() ?? []
  const refresh = () => {
    connectors = wallets().map((wallet) => ({
      id: wallet.name,
      name: wallet.name,
      imageUrl: wallet.icon,
      type: 'ANNOUNCED',
      chain: 'bip122',
      info: { name: wallet.name, icon: wallet.icon },
    }))
    context?.onConnectorsChanged(connectors)
  }
  const walletOf = (connectorId: string | undefined) => {
    const wallet = wallets().find((candidate) =>
      connectorId === undefined ? candidate === session?.wallet : candidate.name === connectorId,
    )
    if (!wallet) throw new AdapterOrConnectorNotFoundError()
    return wallet
  }
  const networkFor = (wallet: Wallet, wanted: CaipNetwork | undefined) => {
    const active = context?.getActiveNetwork()
    const candidates = [wanted, active, ...networks].filter(
      (network): network is CaipNetwork => network?.chainNamespace === 'bip122',
    )
    const supported = candidates.find((network) =>
      wallet.chains.includes(walletChainId(network.caipNetworkId) as `${string}:${string}`),
    )
    if (!supported) throw new SwitchChainError({ code: SwitchChainError.UNRECOGNIZED_CHAIN })
    return supported
  }
  const connected = () => {
    if (!session) throw new ProviderNotConnectedError()
    return session
  }
  const toConnection = (current: Session): AdapterConnection => {
    const [active] = current.accounts
    if (!active) throw new ProviderNotConnectedError()
    return {
      connectorId: current.wallet.name,
      address: active.address,
      chainId: current.caipNetwork.id,
      accounts: current.accounts.map(({ account: _, ...rest }) => rest),
    }
  }
  const start = (wallet: Wallet, caipNetwork: CaipNetwork, accounts: Session['accounts']) => {
    session?.unsubscribe()
    const events = feature<{
      on(event: 'change', listener: (change: { accounts?: Wallet['accounts'] }) => void): () => void
    }>(wallet, 'standard:events')
    const next: Session = { wallet, caipNetwork, accounts, unsubscribe: () => {} }
    next.unsubscribe =
      events?.on('change', ({ accounts: changed }) => {
        if (!changed || session !== next) return
        const mapped = toConnectorAccounts(changed, paramsOf(next.caipNetwork), preferred)
        if (mapped.length === 0) return end(wallet.name)
        next.accounts = mapped
        context?.onAccountChanged(toConnection(next))
      }) ?? (() => {})
    session = next
    const connection = toConnection(next)
    context?.onAccountChanged(connection)
    return connection
  }
  const end = (connectorId: string) => {
    session?.unsubscribe()
    session = undefined
    void parameters.storage?.removeItem(STORAGE_KEY)
    context?.onDisconnected({ connectorId })
  }
  const signingOf = (current: Session) => ({
    wallet: current.wallet,
    accounts: current.accounts,
    chain: walletChainId(current.caipNetwork.caipNetworkId),
    broadcast: (hex: string) => esploraOf(current.caipNetwork).broadcast(hex),
  })
  const transfer = async (tx: {
    caipNetwork: CaipNetwork
    from: string
    to: string
    value: bigint
  }) => {
    const current = connected()
    const sender = current.accounts.find((candidate) => candidate.address === tx.from)
    if (!sender) throw new Error(`The wallet has no account ${tx.from}`)
    const esplora = esploraOf(tx.caipNetwork)
    const [utxos, feeRate] = await Promise.all([esplora.utxos(tx.from), esplora.feeRate()])
    const publicKey = Uint8Array.from(sender.account.publicKey)
    const built = buildTransferPsbt({
      from: tx.from,
      publicKey,
      to: tx.to,
      amount: tx.value,
      utxos,
      feeRate,
      params: paramsOf(tx.caipNetwork),
    })
    return { current, built }
  }

  const adapter: BitcoinAdapter = {
    namespace: 'bip122',
    adapterType: 'bitcoin',
    setup(setupContext) {
      context = setupContext
      directory = createWalletDirectory({
        registry: parameters.wallets ?? getWallets(),
        satsConnect: parameters.satsConnect,
        chains: networks.map((network) => walletChainId(network.caipNetworkId)),
      })
      stops.push(directory.on('register', refresh), directory.on('unregister', refresh))
      directory.loadSatsConnect().catch((error: unknown) => {
        // The page still has its wallet-standard wallets; say why the others are missing.
        parameters.logger?.warn('Could not load sats-connect for its wallets', error)
      })
      refresh()
    },
    teardown() {
      for (const stop of stops.splice(0)) stop()
      session?.unsubscribe()
      session = undefined
    },
    getConnectors: () => connectors,
    async connect({ connectorId, caipNetwork }) {
      const wallet = walletOf(connectorId)
      const network = networkFor(wallet, caipNetwork)
      const connect = feature<BitcoinConnectFeature>(wallet, BITCOIN_CONNECT)
      let accounts: Wallet['accounts']
      try {
        accounts = (await connect?.connect({ purposes: ['payment', 'ordinals'] }))?.accounts ?? []
      } catch (error) {
        throw toBitcoinError(error)
      }
      const mapped = toConnectorAccounts(accounts, paramsOf(network), preferred)
      if (mapped.length === 0) throw new ProviderNotConnectedError()
      await parameters.storage?.setItem(
        STORAGE_KEY,
        JSON.stringify({ connectorId: wallet.name, caipNetworkId: network.caipNetworkId }),
      )
      return start(wallet, network, mapped)
    },
    async reconnect({ connectorId, caipNetwork }) {
      const raw = await parameters.storage?.getItem(STORAGE_KEY)
      const stored = raw
        ? (JSON.parse(raw) as { connectorId?: string; caipNetworkId?: string })
        : undefined
      if (stored?.connectorId !== connectorId) return undefined
      if (!directory) return undefined
      const wallet = await waitForWallet(
        directory,
        connectorId,
        parameters.reconnectTimeoutMs ?? 1_000,
      )
      if (!wallet) return undefined
      const remembered = networks.find((network) => network.caipNetworkId === stored.caipNetworkId)
      const network = networkFor(wallet, caipNetwork ?? remembered)
      const silent = feature<{
        connect(input: { silent: boolean }): Promise<{ accounts: Wallet['accounts'] }>
      }>(wallet, 'standard:connect')
      const accounts = silent ? (await silent.connect({ silent: true })).accounts : wallet.accounts
      const mapped = toConnectorAccounts(accounts, paramsOf(network), preferred)
      return mapped.length > 0 ? start(wallet, network, mapped) : undefined
    },
    async disconnect({ connectorId }) {
      const current = session
      if (!current || (connectorId !== undefined && connectorId !== current.wallet.name)) return
      const disconnect = feature<{ disconnect(): Promise<void> }>(
        current.wallet,
        'standard:disconnect',
      )
      end(current.wallet.name)
      await disconnect?.disconnect()
    },
    async getBalance({ address, caipNetwork }) {
      const sats = await esploraOf(caipNetwork).balance(address)
      return {
        balance: formatUnits(sats, caipNetwork.nativeCurrency.decimals),
        symbol: caipNetwork.nativeCurrency.symbol,
      }
    },
    watchBlocks({ caipNetwork, onBlock }) {
      const esplora = esploraOf(caipNetwork)
      return watchTip({
        readTip: () => esplora.tipHeight(),
        intervalMs: parameters.blockPollingIntervalMs ?? 10_000,
        onBlock,
        onError: (error) =>
          parameters.logger?.warn(`Could not read the tip of ${caipNetwork.name}`, error),
      })
    },
    async switchNetwork({ caipNetwork }) {
      const current = connected()
      if (
        !current.wallet.chains.includes(
          walletChainId(caipNetwork.caipNetworkId) as `${string}:${string}`,
        )
      ) {
        throw new SwitchChainError({ code: SwitchChainError.UNRECOGNIZED_CHAIN })
      }
      const mapped = toConnectorAccounts(current.wallet.accounts, paramsOf(caipNetwork), preferred)
      if (mapped.length === 0) throw new SwitchChainError({ code: SwitchChainError.DEFAULT })
      current.caipNetwork = caipNetwork
      current.accounts = mapped
      context?.onChainChanged({ chainId: caipNetwork.id, connectorId: current.wallet.name })
      context?.onAccountChanged(toConnection(current))
    },
    async signMessage({ message, address }) {
      const current = connected()
      const found = current.accounts.find((candidate) => candidate.address === address)
      if (!found) throw new Error(`The wallet has no account ${address}`)
      const signer = feature<BitcoinSignMessageFeature>(current.wallet, BITCOIN_SIGN_MESSAGE)
      if (!signer) throw new RpcCallNotAllowedError({ metaMessages: [BITCOIN_SIGN_MESSAGE] })
      try {
        const [signed] = await signer.signMessage({
          account: found.account,
          message: new TextEncoder().encode(message),
        })
        if (!signed) throw new Error('The wallet signed nothing')
        return base64.encode(signed.signature)
      } catch (error) {
        throw toBitcoinError(error)
      }
    },
    async sendTransaction(tx) {
      const { current, built } = await transfer(tx)
      const sent = await signWithWallet({
        ...signingOf(current),
        psbt: built.psbt,
        signInputs: { [tx.from]: built.signingIndexes },
        send: true,
      })
      if (!sent.txid) throw new Error('The transfer was not broadcast')
      return sent.txid
    },
    async estimateFee(tx) {
      const { built } = await transfer(tx)
      return { fee: built.fee }
    },
    async signPsbt({ psbt, signInputs, broadcast }) {
      const signed = await signWithWallet({
        ...signingOf(connected()),
        psbt: base64.decode(psbt),
        signInputs,
        send: broadcast ?? false,
      })
      return { psbt: base64.encode(signed.psbt), ...(signed.txid ? { txid: signed.txid } : {}) }
    },
    getWalletProvider: ({ connectorId }) =>
      connectorId === undefined || connectorId === session?.wallet.name
        ? session?.wallet
        : undefined,
    async request({ method, params }) {
      if (method === 'signPsbt') {
        return adapter.signPsbt(params as Parameters<BitcoinAdapter['signPsbt']>[0])
      }
      if (method === 'getAccounts')
        return connected().accounts.map(({ account: _, ...rest }) => rest)
      throw new RpcCallNotAllowedError({ metaMessages: [method] })
    },
  }
  return adapter
}
