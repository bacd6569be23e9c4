import type { RouterView } from '@portico/core'
import { socialProviderName } from '../views/Connect/socialProviderName'

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
    case 'Swap':
      return 'Swap'
    case 'SwapSelectToken':
      return view.target === 'from' ? 'Select token to sell' : 'Select token to buy'
    case 'SwapPreview':
      return 'Review swap'
    case 'WalletReceive':
      return 'Receive'
    case 'OnRampProviders':
      return 'Buy'
    case 'OnRampBuy':
      return 'Buy crypto'
    case 'OnRampWaiting':
      return 'Buying'
    case 'WhatIsAWallet':
      return 'What is a wallet?'
    case 'EmailVerifyOtp':
      return 'Confirm Email'
    case 'EmailVerifyDevice':
      return 'Register Device'
    case 'ApproveTransaction':
      return 'Approve Transaction'
    case 'ConnectingFarcaster':
      return 'Farcaster'
    case 'ConnectSocials':
      return 'All socials'
    case 'ConnectingSocial':
      return socialProviderName(view.provider)
    case 'UpdateEmail':
      return 'Edit Email'
    case 'UpdateEmailPrimaryOtp':
      return 'Confirm Current Email'
    case 'UpdateEmailSecondaryOtp':
      return 'Confirm New Email'
    case 'RegisterAccountName':
      return 'Choose Name'
    case 'RegisterAccountNameSuccess':
      return 'Name Registered'
    default:
      return 'Portico'
  }
}
