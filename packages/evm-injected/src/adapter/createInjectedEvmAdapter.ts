import {
  AdapterOrConnectorNotFoundError,
  type CaipNetwork,
  UserRejectedRequestError,
} from '@portico/common'
import type { AdapterContext, ChainAdapter, Connector, StorageLike } from '@portico/core'
import { LEGACY_INJECTED_ID, toInjectedConnectors } from '../connectors/toInjectedConnectors'
import type { AnnouncedProvider, Eip1193Provider } from '../discovery/announcedProvider'
import { type DiscoveryTarget, watchAnnouncedProviders } from '../discovery/watchAnnouncedProviders'
import { toPorticoError } from '../errors/toPorticoError'
import { erc20TransferAbi, USDT_CONTRACTS, usdtTransferAbi } from '../tokens/erc20TransferAbis'
import { requestWallet } from '../wallet/requestWallet'
import { switchWalletChain } from '../wallet/switchWalletChain'
import { createWalletSession, toConnection } from './createWalletSession'
import type { EvmLibraryActions, TypedData } from './EvmLibraryActions'

/**
 * Options of {@link createInjectedEvmAdapter}: the public adapter options plus the library's
 * adapter type and its lazily loaded actions.
 * @example
 * createInjectedEvmAdapter({ adapterType: 'ethers', loadActions: () => import('./actions/deferredActions'), networks })
 */
export type InjectedEvmAdapterParameters = {
  adapterType: 'ethers' | 'ethers5'
  loadActions: () => Promise<EvmLibraryActions>
  networks: readonly CaipNetwork[]
  discoveryTarget?: DiscoveryTarget | undefined
  storage?: StorageLike | undefined
  usdtContracts?: readonly string[] | undefined
  logger?: { warn(message: string, ...details: unknown[]): void } | undefined
  reconnectTimeoutMs?: number | undefined
}

/**
 * A ChainAdapter over injected EIP-1193 wallets, plus EIP-712 signing.
 * @example
 * const signature = await adapter.signTypedData({ address, typedData })
 */
export type InjectedEvmAdapter = ChainAdapter & {
  /** Signs EIP-712 typed data with the connected wallet (`eth_signTypedData_v4`). */
  signTypedData(parameters: {
    address: string
    typedData: TypedData
    connectorId?: string
  }): Promise<string>
}

/** How long `reconnect` waits for a stored wallet that has not announced itself yet. */
const RECONNECT_DISCOVERY_TIMEOUT_MS = 1_000

type PageWindow = DiscoveryTarget & { ethereum?: unknown; localStorage?: StorageLike }
const pageWindow = (): PageWindow | undefined =>
  typeof window === 'undefined' ? undefined : window

/**
 * The EVM adapter over injected wallets that the ethers adapters share: EIP-6963 discovery
 * and `window.ethereum`, one wallet session with its events, connect / reconnect / disconnect,
 * network switching and raw requests on the wallet's own provider; balances, fees, signing
 * and sends come from the library's lazily loaded actions.
 * @example
 * const adapter = createInjectedEvmAdapter({ adapterType: 'ethers', loadActions, networks })
 */
export function createInjectedEvmAdapter(
  parameters: InjectedEvmAdapterParameters,
): InjectedEvmAdapter {
  const logger = parameters.logger ?? console
  const storage = () => {
    if (parameters.storage) return parameters.storage
    try {
      return pageWindow()?.localStorage
    } catch {
      return undefined // storage blocked by the browser: nothing to restore from
    }
  }
  let loading: Promise<EvmLibraryActions> | undefined
  // Loaded once, on the first action; a failed load is retried by the next one.
  const actions = () => {
    loading ??= parameters.loadActions().catch((error: unknown) => {
      loading = undefined
      throw error
    })
    return loading
  }
  let announced: readonly AnnouncedProvider[] = []
  const announcementListeners = new Set<() => void>()
  let context: AdapterContext | undefined
  const session = createWalletSession({
    storage,
    storageKey: `portico.${parameters.adapterType}.connectorId`,
    context: () => context,
  })
  const stops: (() => void)[] = []

  const legacyProvider = () => pageWindow()?.ethereum
  const getConnectors = (): Connector[] => toInjectedConnectors(announced, legacyProvider())
  const providerOf = (connectorId: string): Eip1193Provider | undefined => {
    const current = session.current()
    if (current?.connectorId === connectorId) return current.provider
    const match = announced.find((a) => a.info.rdns === connectorId)?.provider
    if (match) return match
    const legacy = legacyProvider() as Eip1193Provider | undefined
    return connectorId === LEGACY_INJECTED_ID && typeof legacy?.request === 'function'
      ? legacy
      : undefined
  }
  const requireProvider = (connectorId: string | undefined): Eip1193Provider => {
    const provider =
      connectorId === undefined ? session.current()?.provider : providerOf(connectorId)
    if (!provider) {
      throw new AdapterOrConnectorNotFoundError({
        metaMessages: [connectorId ? `Connector: ${connectorId}` : 'No wallet is connected.'],
      })
    }
    return provider
  }

  const chainOf = async (provider: Eip1193Provider) =>
    Number(await provider.request({ method: 'eth_chainId' }))

  function waitForProvider(connectorId: string, timeoutMs: number) {
    const found = providerOf(connectorId)
    if (found || timeoutMs <= 0) return Promise.resolve(found)
    return new Promise<Eip1193Provider | undefined>((resolve) => {
      const finish = (provider: Eip1193Provider | undefined) => {
        clearTimeout(timer)
        announcementListeners.delete(check)
        resolve(provider)
      }
      const check = () => {
        const provider = providerOf(connectorId)
        if (provider) finish(provider)
      }
      const timer = setTimeout(() => finish(undefined), timeoutMs)
      announcementListeners.add(check)
    })
  }

  const signerProvider = (p: { connectorId?: string | undefined }) => requireProvider(p.connectorId)

  return {
    namespace: 'eip155',
    adapterType: parameters.adapterType,
    setup(ctx) {
      context = ctx
      // The page is up by now: fetch the actions so the first click does not wait for them. A
      // failed fetch is retried by that first action, which reports its own error.
      actions().catch(() => undefined)
      const target = parameters.discoveryTarget ?? pageWindow()
      if (target) {
        const watcher = watchAnnouncedProviders({
          target,
          onChange: (list) => {
            announced = list
            ctx.onConnectorsChanged(getConnectors())
            for (const listener of [...announcementListeners]) listener()
          },
          onInvalid: (reason) => logger.warn(reason),
        })
        stops.push(watcher.stop)
      }
      ctx.onConnectorsChanged(getConnectors())
    },
    teardown() {
      for (const stop of stops.splice(0)) stop()
      // Not a disconnect: the next page load restores the connection.
      session.end({ report: false, forget: false })
      context = undefined
    },
    getConnectors,
    async connect({ connectorId, caipNetwork }) {
      const existing = session.current()
      if (existing?.connectorId === connectorId) return toConnection(existing)
      const provider = requireProvider(connectorId)
      try {
        const accounts = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
        let chainId = await chainOf(provider)
        if (caipNetwork && Number(caipNetwork.id) !== chainId) {
          // Connected on another chain is still connected: core shows the network to pick.
          await switchWalletChain(provider, caipNetwork).catch((error: unknown) => {
            if (error instanceof UserRejectedRequestError) throw error
          })
          chainId = await chainOf(provider)
        }
        return toConnection(session.start({ connectorId, provider, accounts, chainId }))
      } catch (error) {
        throw toPorticoError(error)
      }
    },
    async reconnect({ connectorId }) {
      if (session.stored() !== connectorId) return undefined
      const timeout = parameters.reconnectTimeoutMs ?? RECONNECT_DISCOVERY_TIMEOUT_MS
      const provider = await waitForProvider(connectorId, timeout)
      if (!provider) return undefined
      try {
        // eth_accounts never prompts: an empty answer means the wallet is locked or forgot us.
        const accounts = (await provider.request({ method: 'eth_accounts' })) as string[]
        if (!Array.isArray(accounts) || accounts.length === 0) return undefined
        const chainId = await chainOf(provider)
        return toConnection(session.start({ connectorId, provider, accounts, chainId }))
      } catch {
        return undefined
      }
    },
    async disconnect({ connectorId }) {
      const current = session.current()
      if (!current || (connectorId !== undefined && connectorId !== current.connectorId)) return
      session.end({ report: true, forget: true })
      // Wallets that support it forget the site; for the others the stored id is gone, which
      // is what keeps a reload from restoring the connection.
      await current.provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },
    getBalance: async (p) => (await actions()).getNativeBalance(p).catch(rethrow),
    async switchNetwork({ caipNetwork, connectorId }) {
      const current = session.current()
      if (!current || (connectorId !== undefined && connectorId !== current.connectorId)) return
      await switchWalletChain(current.provider, caipNetwork)
      // Some wallets switch without emitting chainChanged; report it ourselves.
      if (session.current() === current) session.setChain(Number(caipNetwork.id))
    },
    signMessage: async (p) =>
      (await actions()).signPersonalMessage(signerProvider(p), p).catch(rethrow),
    signTypedData: async (p) =>
      (await actions()).signTypedDataV4(signerProvider(p), p).catch(rethrow),
    sendTransaction: async (p) =>
      (await actions()).sendEvmTransaction(signerProvider(p), p).catch(rethrow),
    sendToken: async (p) =>
      (await actions())
        .transferErc20(signerProvider(p), {
          ...p,
          ...transferAbiFor(p, parameters.usdtContracts),
        })
        .catch(rethrow),
    estimateFee: async (p) => (await actions()).estimateEvmFee(p).catch(rethrow),
    getWalletProvider: ({ connectorId }) =>
      connectorId === undefined ? session.current()?.provider : providerOf(connectorId),
    request: async (p) => requestWallet(requireProvider(p.connectorId), p),
  }
}

// USDT-style tokens (the known list and the app's own) transfer without answering a bool.
function transferAbiFor(
  token: { caipNetwork: CaipNetwork; tokenAddress: string },
  extra: readonly string[] | undefined,
): { transferAbi: readonly string[]; returnsBool: boolean } {
  const caip10 = `${token.caipNetwork.caipNetworkId}:${token.tokenAddress}`.toLowerCase()
  const usdt = [...USDT_CONTRACTS, ...(extra ?? [])].some((id) => id.toLowerCase() === caip10)
  return usdt
    ? { transferAbi: usdtTransferAbi, returnsBool: false }
    : { transferAbi: erc20TransferAbi, returnsBool: true }
}

function rethrow(error: unknown): never {
  throw toPorticoError(error)
}
