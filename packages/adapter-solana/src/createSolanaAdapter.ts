import {
  AdapterOrConnectorNotFoundError,
  type CaipNetwork,
  ChainNotSupportedError,
  formatUnits,
  NetworkNotFoundError,
  watchTip,
} from '@portico/common'
import type { AdapterContext, ChainAdapter, StorageLike } from '@portico/core'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SolanaActions } from './actions/solanaActions'
import { toPorticoError } from './errors/toPorticoError'
import { createSolanaSession, toConnection } from './wallet/createSolanaSession'
import { requestSolanaWallet } from './wallet/requestSolanaWallet'
import { signWithWallet } from './wallet/signWithWallet'
import {
  type ConnectFeature,
  type DisconnectFeature,
  isSolanaWallet,
  solanaAccounts,
  walletFeature,
} from './wallet/solanaWalletFeatures'
import { toSolanaConnectors } from './wallet/toSolanaConnectors'

/** The wallet-standard registry (`getWallets()` of `@wallet-standard/app`). */
export type WalletRegistry = Pick<ReturnType<typeof getWallets>, 'get' | 'on'>

/**
 * Options of {@link createSolanaAdapter}.
 * @example
 * const options: CreateSolanaAdapterParameters = { networks: [KNOWN_CHAINS.solana] }
 */
export type CreateSolanaAdapterParameters = {
  /** The app's Solana networks (other namespaces are ignored); reads go to their RPC URLs. */
  networks: readonly CaipNetwork[]
  /** Where wallets register. Default: `getWallets()` of `@wallet-standard/app`. */
  wallets?: WalletRegistry | undefined
  /** Where the connected wallet's name is kept for the next page load. Default: `localStorage`. */
  storage?: StorageLike | undefined
  /** How long `reconnect` waits for a stored wallet to register itself. Default 1000 ms. */
  reconnectTimeoutMs?: number | undefined
  /** How often `watchBlocks` asks the cluster for its slot. Default 3000 ms. */
  blockPollingIntervalMs?: number | undefined
}

const pageStorage = (): StorageLike | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined // storage blocked by the browser: nothing to restore from
  }
}

/**
 * Creates the Solana adapter: wallet-standard wallets found through `@wallet-standard/app`,
 * connect / reconnect / disconnect and their account changes, SOL balances, message signing,
 * SOL and SPL token sends (the receiver's token account created when missing), fees, network
 * switching between the app's Solana networks, the solana_* RPC methods, and the same transfers
 * signed outside (sendWithSigner: the embedded wallet's frame). `@solana/kit`
 * loads with the first action, not with the page.
 *
 * @example
 * const solana = createSolanaAdapter({ networks: [KNOWN_CHAINS.solana, KNOWN_CHAINS.solanaDevnet] })
 * const portico = createPortico({ networks, adapters: [solana] })
 */
export function createSolanaAdapter(parameters: CreateSolanaAdapterParameters): ChainAdapter {
  const networks = parameters.networks.filter((network) => network.chainNamespace === 'solana')
  const storage = () => parameters.storage ?? pageStorage()
  let loading: Promise<SolanaActions> | undefined
  const actions = () => {
    loading ??= import('./actions/solanaActions').then(
      (module) => module.solanaActions,
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  let context: AdapterContext | undefined
  const session = createSolanaSession({ storage, context: () => context })
  const stops: (() => void)[] = []
  const registry = () => parameters.wallets ?? getWallets()
  const solanaWallets = () => registry().get().filter(isSolanaWallet)
  const getConnectors = () => toSolanaConnectors(solanaWallets())
  const walletOf = (connectorId: string) => solanaWallets().find((w) => w.name === connectorId)

  const networkOf = (chainId: string | number | undefined) => {
    const network = networks.find((n) => String(n.id) === String(chainId))
    if (!network) throw new NetworkNotFoundError({ metaMessages: [`Solana network: ${chainId}`] })
    return network
  }
  const rpcUrlOf = (network: CaipNetwork) => {
    const url = network.rpcUrls.default.http[0]
    if (!url)
      throw new ChainNotSupportedError({
        metaMessages: [`No RPC URL for ${network.caipNetworkId}`],
      })
    return url
  }
  const defaultNetwork = (caipNetwork?: CaipNetwork) => {
    if (caipNetwork?.chainNamespace === 'solana') return networkOf(caipNetwork.id)
    const active = context?.getActiveNetwork()
    if (active?.chainNamespace === 'solana') return networkOf(active.id)
    const [first] = networks
    if (!first)
      throw new NetworkNotFoundError({ metaMessages: ['The app lists no Solana network.'] })
    return first
  }
  const connected = (connectorId: string | undefined) => {
    const current = session.current()
    if (!current || (connectorId !== undefined && connectorId !== current.connectorId)) {
      throw new AdapterOrConnectorNotFoundError({
        metaMessages: [connectorId ? `Connector: ${connectorId}` : 'No wallet is connected.'],
      })
    }
    return current
  }
  const accountOf = (
    address: string,
    connectorId?: string,
  ): { wallet: Wallet; account: WalletAccount } => {
    const current = connected(connectorId)
    const account = current.accounts.find((a) => a.address === address)
    if (!account) {
      throw new AdapterOrConnectorNotFoundError({
        metaMessages: [`Account not connected: ${address}`],
      })
    }
    return { wallet: current.wallet, account }
  }

  function waitForWallet(connectorId: string, timeoutMs: number) {
    const found = walletOf(connectorId)
    if (found || timeoutMs <= 0) return Promise.resolve(found)
    return new Promise<Wallet | undefined>((resolve) => {
      const finish = (wallet: Wallet | undefined) => {
        clearTimeout(timer)
        off()
        resolve(wallet)
      }
      const off = registry().on('register', () => {
        const wallet = walletOf(connectorId)
        if (wallet) finish(wallet)
      })
      const timer = setTimeout(() => finish(undefined), timeoutMs)
    })
  }

  async function connectWallet(wallet: Wallet, chainId: string, silent: boolean) {
    const connect = walletFeature<ConnectFeature>(wallet, 'standard:connect')
    const { accounts } = (await connect?.connect(silent ? { silent: true } : undefined)) ?? {
      accounts: [],
    }
    const usable = solanaAccounts(accounts.length ? accounts : wallet.accounts)
    if (usable.length === 0) return undefined
    return toConnection(
      session.start({ connectorId: wallet.name, wallet, accounts: usable, chainId }),
    )
  }

  // Build, sign (the connected wallet, or a signer from outside: sendWithSigner), then wait
  // for the cluster to confirm, as every send of this adapter does.
  const send = async (
    p: { caipNetwork: CaipNetwork },
    build: (a: SolanaActions, rpcUrl: string) => Promise<{ wire: Uint8Array }>,
    sign: (
      a: SolanaActions,
      wire: Uint8Array,
      network: CaipNetwork,
      rpcUrl: string,
    ) => Promise<string>,
  ) => {
    try {
      const network = networkOf(p.caipNetwork.id)
      const rpcUrl = rpcUrlOf(network)
      const loaded = await actions()
      const { wire } = await build(loaded, rpcUrl)
      const signature = await sign(loaded, wire, network, rpcUrl)
      await loaded.waitForSignature(rpcUrl, signature)
      return signature
    } catch (error) {
      throw toPorticoError(error)
    }
  }
  const byWallet =
    (p: { from: string; connectorId?: string | undefined }) =>
    (loaded: SolanaActions, wire: Uint8Array, network: CaipNetwork, rpcUrl: string) =>
      signWithWallet(loaded, { ...accountOf(p.from, p.connectorId), wire, network, rpcUrl })

  return {
    namespace: 'solana',
    adapterType: 'solana',
    setup(ctx) {
      context = ctx
      actions().catch(() => undefined)
      const changed = () => ctx.onConnectorsChanged(getConnectors())
      stops.push(registry().on('register', changed), registry().on('unregister', changed))
      changed()
    },
    teardown() {
      for (const stop of stops.splice(0)) stop()
      // Not a disconnect: the next page load restores the connection.
      session.end({ report: false, forget: false })
      context = undefined
    },
    getConnectors,
    async connect({ connectorId, caipNetwork }) {
      const network = defaultNetwork(caipNetwork)
      const existing = session.current()
      if (existing?.connectorId === connectorId) {
        session.setChain(String(network.id))
        return toConnection(existing)
      }
      const wallet = walletOf(connectorId)
      if (!wallet)
        throw new AdapterOrConnectorNotFoundError({ metaMessages: [`Connector: ${connectorId}`] })
      try {
        const connection = await connectWallet(wallet, String(network.id), false)
        if (!connection) throw new Error('The wallet shared no Solana account')
        return connection
      } catch (error) {
        throw toPorticoError(error)
      }
    },
    async reconnect({ connectorId, caipNetwork }) {
      if ((await session.stored()) !== connectorId) return undefined
      const wallet = await waitForWallet(connectorId, parameters.reconnectTimeoutMs ?? 1_000)
      if (!wallet) return undefined
      try {
        return await connectWallet(wallet, String(defaultNetwork(caipNetwork).id), true)
      } catch {
        return undefined
      }
    },
    async disconnect({ connectorId }) {
      const current = session.current()
      if (!current || (connectorId !== undefined && connectorId !== current.connectorId)) return
      session.end({ report: true, forget: true })
      await walletFeature<DisconnectFeature>(current.wallet, 'standard:disconnect')
        ?.disconnect()
        .catch(() => undefined)
    },
    async getBalance({ address, caipNetwork }) {
      try {
        const network = networkOf(caipNetwork.id)
        const lamports = await (await actions()).getLamports(rpcUrlOf(network), address)
        return {
          balance: formatUnits(lamports, network.nativeCurrency.decimals),
          symbol: network.nativeCurrency.symbol,
        }
      } catch (error) {
        throw toPorticoError(error)
      }
    },
    watchBlocks({ caipNetwork, onBlock }) {
      // Slots, not blocks with transactions: a quiet slot reads the balance once more, a
      // cheap call, and money that arrives shows within one interval.
      const rpcUrl = rpcUrlOf(networkOf(caipNetwork.id))
      return watchTip({
        readTip: async () => (await actions()).getSlot(rpcUrl),
        intervalMs: parameters.blockPollingIntervalMs ?? 3_000,
        onBlock,
      })
    },
    async switchNetwork({ caipNetwork, connectorId }) {
      const network = networkOf(caipNetwork.id)
      const current = session.current()
      if (!current || (connectorId !== undefined && connectorId !== current.connectorId)) return
      session.setChain(String(network.id))
    },
    async signMessage({ message, address, connectorId }) {
      try {
        const { wallet, account } = accountOf(address, connectorId)
        const result = await requestSolanaWallet(await actions(), wallet, account, {
          method: 'solana_signMessage',
          params: {
            message: (await actions()).base58(new TextEncoder().encode(message)),
            pubkey: address,
          },
        })
        return (result as { signature: string }).signature
      } catch (error) {
        throw toPorticoError(error)
      }
    },
    sendTransaction: (p) =>
      send(
        p,
        (a, rpcUrl) => a.buildSolTransfer(rpcUrl, { from: p.from, to: p.to, lamports: p.value }),
        byWallet(p),
      ),
    sendToken: (p) =>
      send(
        p,
        (a, rpcUrl) =>
          a.buildTokenTransfer(rpcUrl, {
            from: p.from,
            to: p.to,
            mint: p.tokenAddress,
            amount: p.amount,
          }),
        byWallet(p),
      ),
    sendWithSigner: (p, signAndSend) =>
      send(
        p,
        (a, rpcUrl) =>
          'value' in p
            ? a.buildSolTransfer(rpcUrl, { from: p.from, to: p.to, lamports: p.value })
            : a.buildTokenTransfer(rpcUrl, {
                from: p.from,
                to: p.to,
                mint: p.tokenAddress,
                amount: p.amount,
              }),
        (a, wire) => signAndSend(a.base64(wire)),
      ),
    async estimateFee(p) {
      try {
        const rpcUrl = rpcUrlOf(networkOf(p.caipNetwork.id))
        const transfer = { from: p.from, to: p.to, lamports: p.value }
        return { fee: await (await actions()).solTransferFee(rpcUrl, transfer) }
      } catch (error) {
        throw toPorticoError(error)
      }
    },
    async estimateTokenFee(p) {
      try {
        const rpcUrl = rpcUrlOf(networkOf(p.caipNetwork.id))
        const transfer = { from: p.from, to: p.to, mint: p.tokenAddress, amount: p.amount }
        return { fee: await (await actions()).tokenTransferCost(rpcUrl, transfer) }
      } catch (error) {
        throw toPorticoError(error)
      }
    },
    getWalletProvider: ({ connectorId }) =>
      connectorId === undefined ? session.current()?.wallet : walletOf(connectorId),
    async request({ method, params, caipNetwork, connectorId }) {
      try {
        const current = connected(connectorId)
        const account = current.accounts[0]
        if (!account) throw new AdapterOrConnectorNotFoundError()
        const network = networkOf(caipNetwork?.id ?? current.chainId)
        return await requestSolanaWallet(await actions(), current.wallet, account, {
          method,
          params,
          network,
          rpcUrl: rpcUrlOf(network),
        })
      } catch (error) {
        throw toPorticoError(error)
      }
    },
  }
}
