import type { WalletFeature } from '@portico/common'
import type { RouterView } from '@portico/core'
import type { MessageKey } from '../../../i18n/messages/en'

/**
 * Label (a message key), icon path (24×24, stroked) and target view of each wallet feature button.
 * @example
 * WALLET_FEATURE_BUTTONS.send.label // 'account.features.send'
 */
export const WALLET_FEATURE_BUTTONS: Record<
  WalletFeature,
  { label: MessageKey; icon: string; view: RouterView }
> = {
  onramp: {
    label: 'account.features.onramp',
    icon: 'M3 7h18v10H3zM3 11h18M7 15h3',
    view: { view: 'OnRampProviders' },
  },
  swaps: {
    label: 'account.features.swaps',
    icon: 'M7 4v14M4 15l3 3 3-3M17 20V6M14 9l3-3 3 3',
    view: { view: 'Swap' },
  },
  receive: {
    label: 'account.features.receive',
    icon: 'M12 4v13M6 11l6 6 6-6M5 20h14',
    view: { view: 'WalletReceive' },
  },
  send: {
    label: 'account.features.send',
    icon: 'M12 20V7M6 13l6-6 6 6M5 4h14',
    view: { view: 'WalletSend' },
  },
}
