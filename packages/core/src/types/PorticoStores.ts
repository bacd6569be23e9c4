import type { AccountStore } from './AccountState'
import type { AlertStore } from './AlertState'
import type { ChainStore } from './ChainState'
import type { ConnectionStore } from './ConnectionState'
import type { ConnectorsStore } from './ConnectorsState'
import type { EventsStore } from './EventsState'
import type { ModalStore } from './ModalState'
import type { OnrampStore } from './OnrampState'
import type { OptionsStore } from './OptionsState'
import type { RouterStore } from './RouterState'
import type { SendStore } from './SendState'
import type { SiwxStore } from './SiwxState'
import type { SwapStore } from './SwapState'
import type { ThemeStore } from './ThemeState'
import type { ToastStore } from './ToastState'
import type { TransactionsStore } from './TransactionsState'
import type { WalletsStore } from './WalletsState'

/**
 * Every store of one instance. Each is a zustand vanilla store: `getState()`, `setState()`,
 * `subscribe(listener)`; React reads them with `useStore(store, selector)`.
 * @example
 * const unsubscribe = portico.stores.router.subscribe((s) => console.log(s.view.view))
 */
export type PorticoStores = {
  options: OptionsStore
  modal: ModalStore
  router: RouterStore
  chain: ChainStore
  account: AccountStore
  connection: ConnectionStore
  connectors: ConnectorsStore
  wallets: WalletsStore
  toast: ToastStore
  alert: AlertStore
  theme: ThemeStore
  send: SendStore
  swap: SwapStore
  onramp: OnrampStore
  transactions: TransactionsStore
  siwx: SiwxStore
  events: EventsStore
}
