import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Traditional Chinese messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': '連接錢包',
  'titles.allWallets': '所有錢包',
  'titles.account': '帳戶',
  'titles.networks': '選擇網路',
  'titles.unsupportedChain': '切換網路',
  'titles.siwxSignMessage': '登入',
  'titles.walletSend': '傳送',
  'titles.walletSendSelectToken': '選擇代幣',
  'titles.walletSendPreview': '確認傳送',
  'titles.walletSendSent': '交易已送出',
  'titles.swap': '兌換',
  'titles.swapSelectTokenFrom': '選擇要賣出的代幣',
  'titles.swapSelectTokenTo': '選擇要買入的代幣',
  'titles.swapPreview': '確認兌換',
  'titles.walletReceive': '接收',
  'titles.onRampProviders': '購買',
  'titles.onRampBuy': '購買加密貨幣',
  'titles.onRampWaiting': '購買中',
  'titles.whatIsAWallet': '什麼是錢包？',
  'titles.emailVerifyOtp': '確認電子郵件',
  'titles.emailVerifyDevice': '註冊裝置',
  'titles.approveTransaction': '核准交易',
  'titles.connectSocials': '所有社群帳號',
  'titles.updateEmail': '編輯電子郵件',
  'titles.updateEmailPrimaryOtp': '確認目前的電子郵件',
  'titles.updateEmailSecondaryOtp': '確認新的電子郵件',
  'titles.registerAccountName': '選擇名稱',
  'titles.registerAccountNameSuccess': '名稱已註冊',
}
