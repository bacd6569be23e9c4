/**
 * The option and state types every AppKit entry publishes (`@portico/appkit` and
 * `@portico/appkit/react`), listed once so the two entries cannot drift apart.
 * @example
 * export type * from './appKitTypes'
 */
export type { AppKit, AppKitOpenOptions } from './AppKit'
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
export type { AppKitView } from './options/toPorticoView'
export type { AppKitBalanceResult } from './state/fetchBalance'
export type { AppKitAccount, EmbeddedWalletInfo } from './state/readAccount'
export type { AppKitState } from './state/readAppKitState'
export type { AppKitNetworkState } from './state/readNetwork'
export type { AppKitWalletProvider } from './state/readWalletProvider'
export type { AppKitEvent } from './state/toAppKitEvent'
