import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import * as core from './index'

it('exports exactly the public values', () => {
  expect(Object.keys(core).sort()).toMatchInlineSnapshot(`
    [
      "balanceQueryKey",
      "canGoBack",
      "createPortico",
      "isPairingExpired",
      "loadTransactions",
    ]
  `)
})

it('exports exactly the public types', () => {
  const source = readFileSync(new URL('./index.ts', import.meta.url), 'utf8')
  const lists = [...source.matchAll(/export (type )?\{([^}]*)\}/g)]
  const names = lists.flatMap(([, allTypes, list = '']) =>
    list
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && (allTypes || name.startsWith('type ')))
      .map((name) => name.replace(/^type /, '')),
  )
  expect(names.sort()).toMatchInlineSnapshot(`
    [
      "AccountState",
      "AccountStore",
      "AccountTab",
      "AdapterAccountChange",
      "AdapterConnection",
      "AdapterContext",
      "AdapterTransaction",
      "AlertState",
      "AlertStore",
      "AlertVariant",
      "BackResult",
      "ChainAccountState",
      "ChainAdapter",
      "ChainState",
      "ChainStore",
      "ConnectMethodUsed",
      "ConnectParams",
      "ConnectedWalletInfo",
      "Connection",
      "ConnectionState",
      "ConnectionStore",
      "Connector",
      "ConnectorAccount",
      "ConnectorInfo",
      "ConnectorsState",
      "ConnectorsStore",
      "EmbeddedWalletUser",
      "EventsState",
      "EventsStore",
      "FeeEstimate",
      "FetchHistoryPage",
      "ModalState",
      "ModalStore",
      "NetworkState",
      "OnrampState",
      "OnrampStore",
      "OpenOptions",
      "OptionsState",
      "OptionsStore",
      "Portico",
      "PorticoEvent",
      "PorticoEventEnvelope",
      "PorticoEventName",
      "PorticoLogger",
      "PorticoMetadata",
      "PorticoOptions",
      "PorticoStorage",
      "PorticoStores",
      "ResolvedPorticoOptions",
      "RouterState",
      "RouterStore",
      "RouterView",
      "SendState",
      "SendStore",
      "SendTransactionParams",
      "SiweConfig",
      "SiwxConfig",
      "SiwxMessage",
      "SiwxSession",
      "SiwxState",
      "SiwxStatus",
      "SiwxStore",
      "StorageLike",
      "SwapData",
      "SwapState",
      "SwapStore",
      "ThemeState",
      "ThemeStore",
      "ToastOptions",
      "ToastState",
      "ToastStore",
      "TransactionOutcome",
      "TransactionStackEntry",
      "TransactionsByYear",
      "TransactionsState",
      "TransactionsStore",
      "ViewName",
      "ViewOf",
      "WalletPlatform",
      "WalletsState",
      "WalletsStore",
    ]
  `)
})
