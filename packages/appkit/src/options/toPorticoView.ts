import type { RouterView } from '@portico/core'

/**
 * The views AppKit's `open({ view })` takes.
 * @example
 * const view: AppKitView = 'Networks'
 */
export type AppKitView =
  | 'Account'
  | 'Connect'
  | 'Networks'
  | 'ApproveTransaction'
  | 'OnRampProviders'
  | 'ConnectingWalletConnectBasic'
  | 'Swap'
  | 'WhatIsAWallet'
  | 'WhatIsANetwork'
  | 'AllWallets'
  | 'WalletSend'

// Views that exist under the same name in Portico. WhatIsANetwork has no Portico view: opening
// it shows the default view instead (see toPorticoView).
const SAME_NAME = {
  Account: { view: 'Account' },
  Connect: { view: 'Connect' },
  Networks: { view: 'Networks' },
  ApproveTransaction: { view: 'ApproveTransaction' },
  OnRampProviders: { view: 'OnRampProviders' },
  ConnectingWalletConnectBasic: { view: 'ConnectingWalletConnectBasic' },
  Swap: { view: 'Swap' },
  WhatIsAWallet: { view: 'WhatIsAWallet' },
  AllWallets: { view: 'AllWallets' },
  WalletSend: { view: 'WalletSend' },
} as const satisfies Partial<Record<AppKitView, RouterView>>

/**
 * The Portico view an AppKit view name opens, or undefined when Portico has none (the modal
 * then opens on its default view: Account when connected, else Connect).
 * @example
 * toPorticoView('Networks') // { view: 'Networks' }
 * toPorticoView('WhatIsANetwork') // undefined
 */
export function toPorticoView(view: AppKitView | string): RouterView | undefined {
  return Object.hasOwn(SAME_NAME, view) ? SAME_NAME[view as keyof typeof SAME_NAME] : undefined
}
