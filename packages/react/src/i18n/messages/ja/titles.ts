import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Japanese messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'ウォレットを接続',
  'titles.allWallets': 'すべてのウォレット',
  'titles.account': 'アカウント',
  'titles.networks': 'ネットワークを選択',
  'titles.unsupportedChain': 'ネットワークを切り替え',
  'titles.siwxSignMessage': 'サインイン',
  'titles.walletSend': '送金',
  'titles.walletSendSelectToken': 'トークンを選択',
  'titles.walletSendPreview': '送金内容の確認',
  'titles.walletSendSent': 'トランザクションを送信しました',
  'titles.swap': 'スワップ',
  'titles.swapSelectTokenFrom': '売却するトークンを選択',
  'titles.swapSelectTokenTo': '購入するトークンを選択',
  'titles.swapPreview': 'スワップの確認',
  'titles.walletReceive': '受け取る',
  'titles.onRampProviders': '購入',
  'titles.onRampBuy': '暗号資産を購入',
  'titles.onRampWaiting': '購入中',
  'titles.whatIsAWallet': 'ウォレットとは？',
  'titles.emailVerifyOtp': 'メールアドレスの確認',
  'titles.emailVerifyDevice': 'デバイスの登録',
  'titles.approveTransaction': 'トランザクションの承認',
  'titles.connectSocials': 'すべてのソーシャル',
  'titles.updateEmail': 'メールアドレスの変更',
  'titles.updateEmailPrimaryOtp': '現在のメールアドレスの確認',
  'titles.updateEmailSecondaryOtp': '新しいメールアドレスの確認',
  'titles.registerAccountName': '名前を選択',
  'titles.registerAccountNameSuccess': '名前を登録しました',
}
