/**
 * English messages of the titles area: the modal header's title of each view (also the
 * dialog's accessible name). Wallet, provider and product names are shown as they are.
 * @example
 * titles['titles.connect'] // 'Connect Wallet'
 */
export const titles = {
  'titles.connect': 'Connect Wallet',
  'titles.allWallets': 'All Wallets',
  'titles.account': 'Account',
  'titles.networks': 'Choose Network',
  'titles.unsupportedChain': 'Switch Network',
  'titles.siwxSignMessage': 'Sign In',
  'titles.walletSend': 'Send',
  'titles.walletSendSelectToken': 'Select token',
  'titles.walletSendPreview': 'Review Send',
  'titles.walletSendSent': 'Transaction sent',
  'titles.swap': 'Swap',
  'titles.swapSelectTokenFrom': 'Select token to sell',
  'titles.swapSelectTokenTo': 'Select token to buy',
  'titles.swapPreview': 'Review swap',
  'titles.walletReceive': 'Receive',
  'titles.onRampProviders': 'Buy',
  'titles.onRampBuy': 'Buy crypto',
  'titles.onRampWaiting': 'Buying',
  'titles.whatIsAWallet': 'What is a wallet?',
  'titles.emailVerifyOtp': 'Confirm Email',
  'titles.emailVerifyDevice': 'Register Device',
  'titles.approveTransaction': 'Approve Transaction',
  'titles.approveSignature': 'Signature Request',
  'titles.swapDone': 'Swap complete',
  'titles.onRampDone': 'Purchase complete',
  'titles.connectSocials': 'All socials',
  'titles.updateEmail': 'Edit Email',
  'titles.updateEmailPrimaryOtp': 'Confirm Current Email',
  'titles.updateEmailSecondaryOtp': 'Confirm New Email',
  'titles.registerAccountName': 'Choose Name',
  'titles.registerAccountNameSuccess': 'Name Registered',
  'titles.embeddedWalletRecoveryProtect': 'Protect your wallet',
  'titles.embeddedWalletRecoveryUnlock': 'Unlock your wallet',
  'titles.embeddedWalletRecoverySignIn': 'Sign in with a passkey',
  'titles.embeddedWalletSecurity': 'Security',
  'titles.embeddedWalletExport': 'Export private key',
} as const
