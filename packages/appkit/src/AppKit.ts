import type { ChainNamespace, ThemeMode } from '@portico/common'
import type { ConnectedWalletInfo, Portico } from '@portico/core'
import type { AppKitNetwork } from './options/AppKitOptions'
import type { AppKitThemeVariables } from './options/AppKitThemeVariables'
import type { AppKitView } from './options/toPorticoView'
import type { AppKitAccount } from './state/readAccount'
import type { AppKitState } from './state/readAppKitState'
import type { AppKitNetworkState } from './state/readNetwork'
import type { AppKitEvent } from './state/toAppKitEvent'

/**
 * What `open` takes: an AppKit view name and/or the namespace to connect or show.
 * @example
 * await appKit.open({ view: 'Networks' })
 */
export type AppKitOpenOptions = { view?: AppKitView; namespace?: ChainNamespace }

/**
 * The object `createAppKit` returns: AppKit's instance methods over one Portico client.
 * @example
 * const appKit = createAppKit({ projectId, networks, adapters: [wagmiAdapter] })
 * await appKit.open({ view: 'Connect' })
 * appKit.getAddress() // '0xf39F…2266' once connected
 */
export type AppKit = {
  /** The Portico client behind this instance, for Portico's own API. */
  readonly portico: Portico
  /** Restore stored connections (`createAppKit` calls it in the browser). Idempotent. */
  init(): Promise<void>
  /** Open the modal; a view Portico has no counterpart for opens the default view. */
  open(options?: AppKitOpenOptions): Promise<void>
  close(): Promise<void>
  getState(): AppKitState
  subscribeState(callback: (state: AppKitState) => void): () => void
  getThemeMode(): ThemeMode
  setThemeMode(mode: ThemeMode): void
  getThemeVariables(): AppKitThemeVariables
  /** Merged over the current variables. */
  setThemeVariables(variables: AppKitThemeVariables): void
  subscribeTheme(
    callback: (theme: { themeMode: ThemeMode; themeVariables: AppKitThemeVariables }) => void,
  ): () => void
  getAccount(namespace?: ChainNamespace): AppKitAccount
  getAddress(namespace?: ChainNamespace): string | undefined
  getCaipAddress(namespace?: ChainNamespace): AppKitAccount['caipAddress']
  getIsConnectedState(): boolean
  subscribeAccount(
    callback: (account: AppKitAccount) => void,
    namespace?: ChainNamespace,
  ): () => void
  getNetwork(): AppKitNetworkState
  getChainId(): number | string | undefined
  getCaipNetwork(): AppKitNetwork | undefined
  getCaipNetworkId(): AppKitNetworkState['caipNetworkId']
  subscribeNetwork(callback: (network: AppKitNetworkState) => void): () => void
  switchNetwork(network: AppKitNetwork): Promise<void>
  disconnect(namespace?: ChainNamespace): Promise<void>
  getWalletInfo(namespace?: ChainNamespace): ConnectedWalletInfo | undefined
  subscribeWalletInfo(callback: (info: ConnectedWalletInfo | undefined) => void): () => void
  getWalletProvider(namespace?: ChainNamespace): unknown
  getWalletProviderType(namespace?: ChainNamespace): string | undefined
  getEvent(): AppKitEvent
  subscribeEvents(callback: (event: AppKitEvent) => void): () => void
  /** Calls `listener` after any change of the state the getters above read. */
  watch(listener: () => void): () => void
}
