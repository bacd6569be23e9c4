import type { RouterView } from '@portico/core'

/**
 * The header title of a view (also the dialog's accessible name).
 * @example
 * viewTitle({ view: 'Connect' }) // 'Connect Wallet'
 */
export function viewTitle(view: RouterView): string {
  switch (view.view) {
    case 'Connect':
      return 'Connect Wallet'
    case 'AllWallets':
      return 'All Wallets'
    case 'ConnectingExternal':
      return view.connector.name
    case 'ConnectingWalletConnect':
      return view.wallet.name
    case 'ConnectingWalletConnectBasic':
      return 'WalletConnect'
    case 'Account':
      return 'Account'
    case 'Networks':
      return 'Choose Network'
    case 'UnsupportedChain':
      return 'Switch Network'
    case 'SIWXSignMessage':
      return 'Sign In'
    case 'WalletSend':
      return 'Send'
    case 'WalletSendSelectToken':
      return 'Select token'
    case 'WalletSendPreview':
      return view.sent ? 'Transaction sent' : 'Review Send'
    case 'WalletReceive':
      return 'Receive'
    case 'WhatIsAWallet':
      return 'What is a wallet?'
    default:
      return 'Portico'
  }
}
