import type { WalletFeature } from '@portico/common'
import type { RouterView } from '@portico/core'

/**
 * Label, icon path (24×24, stroked) and target view of each wallet feature button.
 * @example
 * WALLET_FEATURE_BUTTONS.send.label // 'Send'
 */
export const WALLET_FEATURE_BUTTONS: Record<
  WalletFeature,
  { label: string; icon: string; view: RouterView }
> = {
  onramp: {
    label: 'Buy',
    icon: 'M3 7h18v10H3zM3 11h18M7 15h3',
    view: { view: 'OnRampProviders' },
  },
  swaps: {
    label: 'Swap',
    icon: 'M7 4v14M4 15l3 3 3-3M17 20V6M14 9l3-3 3 3',
    view: { view: 'Swap' },
  },
  receive: {
    label: 'Receive',
    icon: 'M12 4v13M6 11l6 6 6-6M5 20h14',
    view: { view: 'WalletReceive' },
  },
  send: {
    label: 'Send',
    icon: 'M12 20V7M6 13l6-6 6 6M5 4h14',
    view: { view: 'WalletSend' },
  },
}
