import type { RouterView } from '@portico/core'
import type { Translator } from '../i18n/Translator'
import { socialProviderName } from '../views/Connect/socialProviderName'

const RECOVERY_TITLES = {
  protect: 'titles.embeddedWalletRecoveryProtect',
  unlock: 'titles.embeddedWalletRecoveryUnlock',
  create: 'titles.embeddedWalletRecoveryCreate',
  signIn: 'titles.embeddedWalletRecoverySignIn',
} as const

/**
 * The header title of a view (also the dialog's accessible name), in `t`'s language; wallet,
 * provider and product names stay as they are.
 * @example
 * viewTitle({ view: 'Connect' }, useT().t) // 'Connect wallet'
 */
export function viewTitle(view: RouterView, t: Translator['t']): string {
  switch (view.view) {
    case 'Connect':
      return t('titles.connect')
    case 'AllWallets':
      return t('titles.allWallets')
    case 'ConnectingExternal':
      return view.connector.name
    case 'ConnectingWalletConnect':
      return view.wallet.name
    case 'ConnectingWalletConnectBasic':
      return 'WalletConnect'
    case 'Account':
      return t('titles.account')
    case 'Networks':
      return t('titles.networks')
    case 'UnsupportedChain':
      return t('titles.unsupportedChain')
    case 'SIWXSignMessage':
    case 'ConnectingSiwe':
      return t('titles.siwxSignMessage')
    case 'WalletSend':
      return t('titles.walletSend')
    case 'WalletSendSelectToken':
      return t('titles.walletSendSelectToken')
    case 'WalletSendPreview':
      return t(view.sent ? 'titles.walletSendSent' : 'titles.walletSendPreview')
    case 'Swap':
      return t('titles.swap')
    case 'SwapSelectToken':
      return t(view.target === 'from' ? 'titles.swapSelectTokenFrom' : 'titles.swapSelectTokenTo')
    case 'SwapPreview':
      return t('titles.swapPreview')
    case 'WalletReceive':
      return t('titles.walletReceive')
    case 'OnRampProviders':
      return t('titles.onRampProviders')
    case 'OnRampBuy':
      return t('titles.onRampBuy')
    case 'OnRampWaiting':
      return t('titles.onRampWaiting')
    case 'WhatIsAWallet':
      return t('titles.whatIsAWallet')
    case 'EmailVerifyOtp':
      return t('titles.emailVerifyOtp')
    case 'EmailVerifyDevice':
      return t('titles.emailVerifyDevice')
    case 'ApproveTransaction':
      return t(view.kind === 'signature' ? 'titles.approveSignature' : 'titles.approveTransaction')
    case 'ConnectingFarcaster':
      return 'Farcaster'
    case 'ConnectSocials':
      return t('titles.connectSocials')
    case 'ConnectingSocial':
      return socialProviderName(view.provider)
    case 'UpdateEmail':
      return t('titles.updateEmail')
    case 'UpdateEmailPrimaryOtp':
      return t('titles.updateEmailPrimaryOtp')
    case 'UpdateEmailSecondaryOtp':
      return t('titles.updateEmailSecondaryOtp')
    case 'EmbeddedWalletRecovery':
      return t(RECOVERY_TITLES[view.mode])
    case 'EmbeddedWalletSecurity':
      return t('titles.embeddedWalletSecurity')
    case 'EmbeddedWalletExport':
      return t('titles.embeddedWalletExport')
    case 'RegisterAccountName':
      return t('titles.registerAccountName')
    case 'RegisterAccountNameSuccess':
      return t('titles.registerAccountNameSuccess')
    case 'Pay':
      return t('titles.pay')
    case 'PayExchange':
      return t('titles.payExchange')
    case 'PayQr':
      return t('titles.payQr')
    case 'PayResult':
      return t('titles.pay')
    default:
      return 'Portico'
  }
}
