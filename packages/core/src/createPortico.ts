import type { ChainNamespace } from '@portico/common'
import type { QueryClient } from '@tanstack/query-core'
import { closeModal } from './actions/closeModal'
import { connect } from './actions/connect'
import { finishTransaction } from './actions/finishTransaction'
import { goBack } from './actions/goBack'
import { openModal } from './actions/openModal'
import { request } from './actions/request'
import { resetConnection } from './actions/resetConnection'
import { selectWallet } from './actions/selectWallet'
import type { Analytics } from './analytics/startAnalytics'
import { createStores } from './client/createStores'
import { loadStartedParts } from './client/loadStartedParts'
import type { PorticoInternals } from './client/PorticoInternals'
import { STARTED_CALL_NAMES } from './client/startedCallNames'
import { wireStores } from './client/wireStores'
import { withDiagnostics } from './diagnostics/withDiagnostics'
import { resolveOptions } from './options/resolveOptions'
import { createPorticoApi } from './queries/createPorticoApi'
import { createPorticoStorage } from './storage/createPorticoStorage'
import { getDefaultStorage } from './storage/getDefaultStorage'
import { readStoredState } from './storage/readStoredState'
import type { ChainAdapter } from './types/ChainAdapter'
import type { Portico } from './types/Portico'
import type { PorticoOptions } from './types/PorticoOptions'
import { createLoader } from './utils/createLoader'
import { createScheduler } from './utils/createScheduler'
import { forwardCalls } from './utils/forwardCalls'

/**
 * Create one Portico client: its stores, adapters, query client and actions. Nothing is shared
 * between clients; nothing touches `window` except the default storage lookup. Throws
 * SiwxConfigConflictError when both `siwx` and `siweConfig` are set. In development builds the
 * client says on its logger, once each, what in its configuration stops the kit from working.
 * @example
 * const portico = createPortico({ networks: [KNOWN_CHAINS.mainnet], adapters: [wagmiAdapter] })
 * await portico.init()
 * await portico.open()
 */
export function createPortico(input: PorticoOptions): Portico {
  let options = resolveOptions(input)
  try {
    // Kept inline: bundlers replace process.env.NODE_ENV, and only a literal condition here lets
    // them drop the diagnostics from production builds. A page without a bundler has no `process`.
    if (process.env.NODE_ENV !== 'production') options = withDiagnostics(options, input)
  } catch (error) {
    if (!(error instanceof ReferenceError)) throw error
  }
  const backing = input.storage === null ? undefined : (input.storage ?? getDefaultStorage())
  const storage = createPorticoStorage(backing, options.logger)
  const scheduler = createScheduler()
  const stores = createStores(options, readStoredState(storage, options.logger), scheduler)
  const unwire = wireStores(stores, storage)
  const adapters = new Map<ChainNamespace, ChainAdapter>()
  for (const adapter of options.adapters) {
    if (!adapters.has(adapter.namespace)) adapters.set(adapter.namespace, adapter)
  }
  // The query library loads with the started client's parts (the first remote-data call or the
  // start), not with the page.
  let queryClient: QueryClient | undefined
  let destroyed = false
  const loadQueryClient = createLoader(async () => {
    const { QueryClient } = await loadStartedParts()
    queryClient ??= new QueryClient()
    if (ready && !destroyed) queryClient.mount()
    return queryClient
  })
  let ready: Promise<void> | undefined
  let initialized = false
  let stopWatching: (() => void) | undefined

  const internals: PorticoInternals = {
    options,
    stores,
    storage,
    loadQueryClient,
    scheduler,
    adapters,
    pendingRequests: new Set(),
    embeddedWallet: { loading: undefined },
    whenReady: () => ready ?? Promise.resolve(),
    isReady: () => ready === undefined || initialized,
  }
  const api = createPorticoApi(internals)
  // Analytics loads with the first event it may send, never with the page.
  let analytics: Promise<Analytics> | undefined
  const stopEvents = stores.events.subscribe(({ last }) => {
    if (!last || !stores.options.getState().options.features.analytics) return
    analytics ??= loadStartedParts()
      .then((parts) => parts.loadAnalytics())
      .then((m) => m.startAnalytics(internals, api.catalogue))
    analytics.then(
      (sender) => sender.track(last),
      (error: unknown) => options.logger.warn('Portico: analytics unavailable', error),
    )
  })
  const deferred = createLoader(async () => (await loadStartedParts()).actions)
  // A page may leave its client unstarted until the visitor shows interest (hasSessionToRestore),
  // so every action that needs the adapters set up starts the client and waits for its start;
  // a failed start has been reported by then, and the action still runs.
  const started = () => portico.init().then(deferred, deferred)
  // The methods that need a started client are built with its parts; the page holds their names.
  const calls = createLoader(async () =>
    (await loadStartedParts()).createStartedCalls(internals, api),
  )
  const startedCalls = () => portico.init().then(calls, calls)
  // Signing and the wallet side of requests come in a chunk of their own, after the start.
  const transacting = createLoader(async () => (await loadStartedParts()).loadTransactionActions())
  const startedToTransact = () => portico.init().then(transacting, transacting)

  const portico: Portico = {
    options,
    stores,
    getQueryClient: loadQueryClient,
    storage,
    api,
    getAdapter: (namespace) => adapters.get(namespace),
    init() {
      if (!ready) {
        queryClient?.mount()
        // The start needs each adapter's lazy code: asked for together with the start's own
        // chunk, it arrives in the same round trip rather than after the code that asks for it
        // (150 ms apiece on a slow link).
        for (const adapter of adapters.values()) adapter.preload?.()
        loadQueryClient().catch(() => undefined)
        ready = calls().then(async (client) => {
          await client.initialize()
          if (destroyed) return
          stopWatching = client.watch(async (address) =>
            (await portico.loadNames()).getIdentity(address),
          )
          initialized = true
        })
      }
      return ready
    },
    async destroy() {
      unwire()
      stopEvents()
      void analytics?.then((sender) => sender.stop())
      stopWatching?.()
      scheduler.cancelAll()
      for (const controller of internals.pendingRequests) controller.abort()
      internals.pendingRequests.clear()
      destroyed = true
      queryClient?.unmount()
      queryClient?.clear()
      for (const adapter of adapters.values()) {
        await Promise.resolve(adapter.teardown?.()).catch((error: unknown) =>
          options.logger.warn('Portico: adapter teardown failed', error),
        )
      }
    },
    open: (openOptions) => {
      // The view can show at once; the wallets fill in as the adapters report them.
      portico.init().catch(() => {})
      void api.start()
      return openModal(internals, openOptions)
    },
    close: (closeOptions) => void closeModal(internals, closeOptions),
    shake: () => stores.modal.getState().triggerShake(),
    push: (view) => stores.router.getState().push(view),
    replace: (view) => stores.router.getState().replace(view),
    reset: (view) => stores.router.getState().reset(view),
    goBack: () => goBack(internals),
    pushTransaction: (entry) => stores.router.getState().pushTransactionStack(entry),
    finishTransaction: (outcome) => finishTransaction(internals, outcome),
    connect: (params) => connect(internals, params, started),
    ...forwardCalls(startedCalls, STARTED_CALL_NAMES),
    request: (params) => request(internals, params, startedToTransact),
    selectWallet: (wallet, platform) => selectWallet(internals, wallet, platform),
    resetConnection: (namespace) => resetConnection(internals, namespace),
    loadSwap: createLoader(async () => (await deferred()).loadSwapClient(portico)),
    loadNames: createLoader(async () => (await deferred()).loadNamesClient(portico)),
    loadOnramp: createLoader(async () => (await deferred()).loadOnrampClient(portico)),
    loadPay: createLoader(async () => (await deferred()).loadPayClient(portico)),
    subscribeEvents: (listener) =>
      stores.events.subscribe((state) => {
        if (state.last) listener(state.last)
      }),
  }
  return portico
}
