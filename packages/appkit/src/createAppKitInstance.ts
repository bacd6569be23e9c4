import type { Portico } from '@portico/core'
import type { AppKit } from './AppKit'
import { selectChanges } from './internal/selectChanges'
import { watchPortico } from './internal/watchPortico'
import { toCaipNetwork } from './options/toCaipNetwork'
import { toAppKitThemeVariables, toPorticoThemeVariables } from './options/toPorticoThemeVariables'
import { toPorticoView } from './options/toPorticoView'
import { activeNamespace } from './state/activeNamespace'
import { readAccount } from './state/readAccount'
import { readAppKitState } from './state/readAppKitState'
import { readNetwork } from './state/readNetwork'
import { readWalletInfo } from './state/readWalletInfo'
import { readWalletProvider } from './state/readWalletProvider'
import { toAppKitEvent } from './state/toAppKitEvent'

/**
 * AppKit's instance methods over an existing Portico client, without touching the page:
 * `createAppKit` adds the modal and the elements. `initialized` is reported once `init()` settles.
 * @example
 * const appKit = createAppKitInstance(createPortico({ networks }))
 * appKit.getState().open // false
 */
export function createAppKitInstance(
  portico: Portico,
  options: { now?: () => number } = {},
): AppKit {
  const createdAt = (options.now ?? Date.now)()
  let initialized = false
  const listeners = new Set<() => void>()
  const watch = (listener: () => void) => {
    listeners.add(listener)
    const stop = watchPortico(portico, listener)
    return () => {
      listeners.delete(listener)
      stop()
    }
  }
  const markInitialized = () => {
    initialized = true
    for (const listener of [...listeners]) listener()
  }

  const theme = () => {
    const { themeMode, themeVariables } = portico.stores.theme.getState()
    return { themeMode, themeVariables: toAppKitThemeVariables(themeVariables) }
  }
  const event = () => toAppKitEvent(portico.stores.events.getState().last, createdAt)

  return {
    portico,
    init() {
      const started = portico.init()
      // A failed start (reported by the client) still ends the initializing phase.
      started.then(markInitialized, markInitialized)
      return started
    },
    async open(openOptions = {}) {
      const view = openOptions.view ? toPorticoView(openOptions.view) : undefined
      if (openOptions.view && !view) {
        portico.options.logger.warn(
          `AppKit view ${openOptions.view} has no Portico view; opening the default one`,
        )
      }
      await portico.open({
        ...(view ? { view } : {}),
        ...(openOptions.namespace ? { namespace: openOptions.namespace } : {}),
      })
    },
    async close() {
      portico.close()
    },
    getState: () => readAppKitState(portico, initialized),
    subscribeState: (callback) =>
      selectChanges(watch, () => readAppKitState(portico, initialized), callback),
    getThemeMode: () => portico.stores.theme.getState().themeMode,
    setThemeMode: (mode) => portico.stores.theme.getState().setThemeMode(mode),
    getThemeVariables: () => theme().themeVariables,
    setThemeVariables: (variables) =>
      portico.stores.theme.getState().setThemeVariables(toPorticoThemeVariables(variables)),
    subscribeTheme: (callback) =>
      selectChanges(
        watch,
        () => portico.stores.theme.getState(),
        () => callback(theme()),
      ),
    getAccount: (namespace) => readAccount(portico, initialized, namespace),
    getAddress: (namespace) => readAccount(portico, initialized, namespace).address,
    getCaipAddress: (namespace) => readAccount(portico, initialized, namespace).caipAddress,
    getIsConnectedState: () => readAccount(portico, initialized).isConnected,
    subscribeAccount: (callback, namespace) =>
      selectChanges(watch, () => readAccount(portico, initialized, namespace), callback),
    getNetwork: () => readNetwork(portico),
    getChainId: () => readNetwork(portico).chainId,
    getCaipNetwork: () => readNetwork(portico).caipNetwork,
    getCaipNetworkId: () => readNetwork(portico).caipNetworkId,
    subscribeNetwork: (callback) => selectChanges(watch, () => readNetwork(portico), callback),
    switchNetwork: (network) => {
      // The app's own entry (with its image and custom RPC URLs) when the network is listed.
      const wanted = toCaipNetwork(network)
      const listed = portico.options.networks.find((n) => n.caipNetworkId === wanted.caipNetworkId)
      return portico.switchNetwork(listed ?? wanted)
    },
    disconnect: (namespace) =>
      portico.disconnect({ namespace: activeNamespace(portico, namespace) }),
    getWalletInfo: (namespace) => readWalletInfo(portico, namespace),
    subscribeWalletInfo: (callback) =>
      selectChanges(watch, () => readWalletInfo(portico), callback),
    getWalletProvider: (namespace) => readWalletProvider(portico, namespace).walletProvider,
    getWalletProviderType: (namespace) => readWalletProvider(portico, namespace).walletProviderType,
    getEvent: event,
    subscribeEvents: (callback) => portico.subscribeEvents(() => callback(event())),
    watch,
  }
}
