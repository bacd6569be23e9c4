export type { AppKit, AppKitOpenOptions } from './AppKit'
export { createAppKit } from './createAppKit'
export { createAppKitInstance } from './createAppKitInstance'
export { defineAppKitElements } from './elements/defineAppKitElements'
export type {
  AppKitCustomRpcUrl,
  AppKitCustomRpcUrlMap,
} from './options/AppKitCustomRpcUrl'
export type {
  AppKitAdapter,
  AppKitNetwork,
  AppKitOptions,
} from './options/AppKitOptions'
export type { AppKitThemeVariables } from './options/AppKitThemeVariables'
export { toPorticoOptions } from './options/toPorticoOptions'
export {
  toAppKitThemeVariables,
  toPorticoThemeVariables,
} from './options/toPorticoThemeVariables'
export { type AppKitView, toPorticoView } from './options/toPorticoView'
export type { AppKitBalanceResult } from './state/fetchBalance'
export type { AppKitAccount, EmbeddedWalletInfo } from './state/readAccount'
export type { AppKitState } from './state/readAppKitState'
export type { AppKitNetworkState } from './state/readNetwork'
export type { AppKitWalletProvider } from './state/readWalletProvider'
export type { AppKitEvent } from './state/toAppKitEvent'
