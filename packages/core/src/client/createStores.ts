import type { CaipNetwork, ChainNamespace } from '@portico/common'
import { initialConnectionStatus } from '../rules/initialConnectionStatus'
import type { StoredState } from '../storage/readStoredState'
import { createAccountStore } from '../stores/createAccountStore'
import { createAlertStore } from '../stores/createAlertStore'
import { createChainStore } from '../stores/createChainStore'
import { createConnectionStore } from '../stores/createConnectionStore'
import { createConnectorsStore } from '../stores/createConnectorsStore'
import { createEventsStore } from '../stores/createEventsStore'
import { createModalStore } from '../stores/createModalStore'
import { createOnrampStore } from '../stores/createOnrampStore'
import { createOptionsStore } from '../stores/createOptionsStore'
import { createRouterStore } from '../stores/createRouterStore'
import { createSendStore } from '../stores/createSendStore'
import { createSiwxStore } from '../stores/createSiwxStore'
import { createSwapStore } from '../stores/createSwapStore'
import { createThemeStore } from '../stores/createThemeStore'
import { createToastStore } from '../stores/createToastStore'
import { createTransactionsStore } from '../stores/createTransactionsStore'
import { createWalletsStore } from '../stores/createWalletsStore'
import type { ResolvedPorticoOptions } from '../types/PorticoOptions'
import type { PorticoStores } from '../types/PorticoStores'
import type { Scheduler } from '../utils/createScheduler'

/**
 * Every store of a new instance, seeded from options and what the last page load stored: the
 * stored active network (if still listed), `connecting` for namespaces stored as connected,
 * their connector ids, and the recent wallets.
 * @example
 * const stores = createStores(options, readStoredState(storage, logger), createScheduler())
 */
export function createStores(
  options: ResolvedPorticoOptions,
  stored: StoredState,
  scheduler: Scheduler,
): PorticoStores {
  const active: CaipNetwork =
    options.networks.find((n) => n.caipNetworkId === stored.activeCaipNetworkId) ??
    options.defaultNetwork
  const connectorIds: Partial<Record<ChainNamespace, string>> = {}
  for (const ns of options.namespaces) {
    const id = stored.connectedConnectorIds[ns]
    if (id) connectorIds[ns] = id
  }
  return {
    options: createOptionsStore(options),
    modal: createModalStore(scheduler),
    router: createRouterStore(),
    chain: createChainStore({ networks: options.networks, active }),
    account: createAccountStore(),
    connection: createConnectionStore(
      initialConnectionStatus(options.namespaces, stored.connectionStatus),
    ),
    connectors: createConnectorsStore(connectorIds),
    wallets: createWalletsStore(stored.recentWallets),
    toast: createToastStore(scheduler),
    alert: createAlertStore(),
    theme: createThemeStore({
      themeMode: options.themeMode,
      locale: options.locale,
      themeVariables: options.themeVariables ?? {},
    }),
    send: createSendStore(),
    swap: createSwapStore(),
    onramp: createOnrampStore(),
    transactions: createTransactionsStore(),
    siwx: createSiwxStore(),
    events: createEventsStore(),
  }
}
