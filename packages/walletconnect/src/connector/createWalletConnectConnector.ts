import {
  BaseError,
  type CaipNetwork,
  type ChainNamespace,
  NamespaceNotConfiguredError,
} from '@portico/common'
import type { AdapterConnection, AdapterContext } from '@portico/core'
import { toWalletConnectError } from '../errors/toWalletConnectError'
import { buildNamespaces } from '../namespaces/buildNamespaces'
import { importUniversalProvider } from '../provider/importUniversalProvider'
import { loadUniversalProvider } from '../provider/loadUniversalProvider'
import type { UniversalProvider } from '../provider/UniversalProvider'
import type { WalletConnectMetadata } from '../provider/WalletConnectProviderOptions'
import { readProviderSession } from '../session/readProviderSession'
import { addressOnChain } from '../session/readSessionNamespace'
import { toChainReference } from '../session/toChainReference'
import { createPairingSlot } from './createPairingSlot'
import { listenToProvider } from './listenToProvider'
import { routeRequest } from './routeRequest'
import { switchSessionChain } from './switchSessionChain'
import type { WalletConnectConnector } from './WalletConnectConnector'
import {
  DEFAULT_PAIRING_TIMEOUT_MS,
  DEFAULT_RELAY_URL,
  type WalletConnectOptions,
} from './WalletConnectOptions'

const CONNECTOR_ID = 'walletConnect'

function appMetadata(context: AdapterContext | undefined): WalletConnectMetadata {
  const metadata = context?.metadata
  if (!metadata) return { name: 'Portico', description: '', url: 'http://127.0.0.1', icons: [] }
  return { ...metadata, icons: [...metadata.icons] }
}

/**
 * Create the WalletConnect connector: one session for every attached chain family, on a
 * UniversalProvider that is only fetched (`import()`) and started on the first connect, restore
 * or `prepare`. Nothing happens at creation.
 * @example
 * const walletConnect = createWalletConnectConnector({ relayUrl: 'ws://127.0.0.1:8788' })
 * const portico = createPortico({
 *   networks,
 *   adapters: [withWalletConnect(createWagmiAdapter({ networks }), walletConnect)],
 * })
 */
export function createWalletConnectConnector(
  options: WalletConnectOptions = {},
): WalletConnectConnector {
  const contexts = new Map<ChainNamespace, AdapterContext>()
  const pairing = createPairingSlot()
  const logger = options.logger ?? console
  let provider: UniversalProvider | undefined
  let loading: Promise<UniversalProvider> | undefined
  let unlisten: (() => void) | undefined
  // Session events reach the stores only once a connect or restore has reported the session.
  let live = false

  const firstContext = () => contexts.values().next().value
  const networks = (): readonly CaipNetwork[] =>
    contexts.size > 0 ? [...contexts.values()].flatMap((c) => c.networks) : (options.networks ?? [])
  const activeChain = (namespace: ChainNamespace) => {
    const reference = provider?.rpcProviders[namespace]?.getDefaultChain()
    return reference ? (`${namespace}:${reference}` as const) : undefined
  }

  const connectionOf = (namespace: ChainNamespace): AdapterConnection | undefined => {
    const view = readProviderSession(provider, namespace)
    const chain = activeChain(namespace)
    const address = view && chain ? addressOnChain(view, chain) : undefined
    if (!view || !chain || !address) return undefined
    return {
      connectorId: CONNECTOR_ID,
      address,
      chainId: toChainReference(namespace, chain.slice(namespace.length + 1)),
      accounts: view.accounts,
    }
  }

  const endSession = () => {
    live = false
    for (const context of contexts.values()) context.onDisconnected({ connectorId: CONNECTOR_ID })
  }

  const load = (): Promise<UniversalProvider> => {
    loading ??= loadUniversalProvider({
      relayUrl: options.relayUrl ?? DEFAULT_RELAY_URL,
      projectId: options.projectId ?? firstContext()?.projectId ?? 'portico',
      metadata: options.metadata ?? appMetadata(firstContext()),
      storagePrefix: options.storagePrefix ?? 'portico',
      storage: options.storage,
      logLevel: options.logLevel,
    }).then(
      (loaded) => {
        provider = loaded
        unlisten = listenToProvider(loaded, listeners, logger)
        return loaded
      },
      (error: unknown) => {
        loading = undefined
        throw toWalletConnectError(error)
      },
    )
    return loading
  }

  const listeners = {
    onChainChanged(namespace: ChainNamespace, caipNetworkId: string) {
      if (!live) return
      const reference = caipNetworkId.slice(namespace.length + 1)
      contexts.get(namespace)?.onChainChanged({
        chainId: toChainReference(namespace, reference),
        connectorId: CONNECTOR_ID,
      })
    },
    onAccountsChanged(namespace: ChainNamespace, addresses: string[]) {
      const connection = live ? connectionOf(namespace) : undefined
      const [address] = addresses
      if (!connection || !address) return
      contexts.get(namespace)?.onAccountChanged({ ...connection, address })
    },
    onSessionUpdated() {
      if (!live) return
      for (const [namespace, context] of contexts) {
        const connection = connectionOf(namespace)
        if (connection) context.onAccountChanged(connection)
        else context.onDisconnected({ connectorId: CONNECTOR_ID })
      }
    },
    onSessionEnded(reason: 'deleted' | 'expired') {
      // The provider forgets deleted sessions itself; an expired one it keeps.
      if (reason === 'expired' && provider) delete provider.session
      if (live) endSession()
    },
  }

  /**
   * One pairing attempt. The SDK waits for the relay indefinitely; without a uri after
   * `pairingTimeoutMs` the attempt fails, so the view can offer a retry.
   */
  const pairThrough = async (
    loaded: UniversalProvider,
    onUri: (uri: string) => void,
    caipNetwork: CaipNetwork | undefined,
  ) => {
    let shown = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const show = (uri: string) => {
      shown = true
      onUri(uri)
    }
    loaded.on('display_uri', show)
    const optionalNamespaces = buildNamespaces(networks(), caipNetwork?.caipNetworkId)
    const connecting = loaded.connect({ optionalNamespaces })
    const unreachable = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        if (shown) return
        connecting.catch(() => undefined)
        reject(
          new BaseError('Could not reach the WalletConnect relay', {
            metaMessages: [`Relay: ${options.relayUrl ?? DEFAULT_RELAY_URL}`],
          }),
        )
      }, options.pairingTimeoutMs ?? DEFAULT_PAIRING_TIMEOUT_MS)
    })
    try {
      await Promise.race([connecting, unreachable])
    } catch (error) {
      throw toWalletConnectError(error)
    } finally {
      clearTimeout(timer)
      loaded.off('display_uri', show)
    }
  }

  /** The session's connection of `namespace`, on `caipNetwork` when the wallet approved it. */
  const settle = (namespace: ChainNamespace, caipNetwork: CaipNetwork | undefined) => {
    const view = readProviderSession(provider, namespace)
    if (!provider || !view) throw new NamespaceNotConfiguredError({ metaMessages: [namespace] })
    const wanted = caipNetwork?.caipNetworkId
    const current = activeChain(namespace)
    const chain =
      wanted && view.chains.includes(wanted)
        ? wanted
        : current && view.chains.includes(current)
          ? current
          : view.chains[0]
    if (chain && chain !== current) provider.setDefaultChain(chain)
    const connection = connectionOf(namespace)
    if (!connection) throw new NamespaceNotConfiguredError({ metaMessages: [namespace] })
    live = true
    return connection
  }

  return {
    id: CONNECTOR_ID,
    name: options.name ?? 'WalletConnect',
    imageUrl: options.imageUrl,
    attach(context) {
      contexts.set(context.namespace, context)
      return () => {
        if (contexts.get(context.namespace) === context) contexts.delete(context.namespace)
      }
    },
    async connect({ namespace, caipNetwork, onPairing }) {
      const loaded = await load()
      if (loaded.session) return settle(namespace, caipNetwork)
      await pairing.run(
        (onUri) => pairThrough(loaded, onUri, caipNetwork),
        (uri) => {
          contexts.get(namespace)?.onWalletConnectUri(uri)
          onPairing?.(uri)
        },
      )
      const connection = settle(namespace, caipNetwork)
      for (const [other, context] of contexts) {
        const extra = other === namespace ? undefined : connectionOf(other)
        if (extra) context.onAccountChanged(extra)
      }
      return connection
    },
    async prepare(stage, params = {}) {
      if (stage === 'code') {
        await importUniversalProvider()
        return
      }
      const loaded = await load()
      if (stage === 'provider' || loaded.session || pairing.isLive()) return
      const context = params.namespace ? contexts.get(params.namespace) : firstContext()
      const caipNetwork = context?.getActiveNetwork()
      pairing
        .run(
          (onUri) => pairThrough(loaded, onUri, caipNetwork),
          (uri) => context?.onWalletConnectUri(uri),
        )
        // The outcome belongs to the connects that join this attempt; they get it themselves.
        // Unjoined, it expires unseen, which is no error.
        .catch(() => undefined)
    },
    async reconnect({ namespace, caipNetwork }) {
      const loaded = await load()
      if (!loaded.session || !readProviderSession(loaded, namespace)) return undefined
      return settle(namespace, caipNetwork)
    },
    async disconnect() {
      pairing.clear(new BaseError('The WalletConnect pairing was cancelled'))
      live = false
      if (!provider?.session) return
      await provider.disconnect().catch((error: unknown) => {
        throw toWalletConnectError(error)
      })
    },
    request: (request) => routeRequest(provider, networks(), request),
    switchChain: (caipNetwork) => switchSessionChain(provider, caipNetwork),
    getChain: activeChain,
    getConnection: (namespace) => (live ? connectionOf(namespace) : undefined),
    getPeer() {
      const peer = live ? provider?.session?.peer.metadata : undefined
      return peer && { name: peer.name, url: peer.url, icons: peer.icons }
    },
    getPairing: () => pairing.current(),
    getProvider: () => provider,
    async destroy() {
      pairing.clear(new BaseError('The WalletConnect pairing was cancelled'))
      live = false
      unlisten?.()
      unlisten = undefined
      const closing = provider
      provider = undefined
      loading = undefined
      if (!closing) return
      closing.client.core.heartbeat.stop()
      await closing.client.core.relayer.transportClose().catch((error: unknown) => {
        logger.warn('Portico: closing the WalletConnect relay connection failed', error)
      })
    },
  }
}
