import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Simplified Chinese messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': '连接钱包',
  'titles.allWallets': '所有钱包',
  'titles.account': '账户',
  'titles.networks': '选择网络',
  'titles.unsupportedChain': '切换网络',
  'titles.siwxSignMessage': '登录',
  'titles.walletSend': '发送',
  'titles.walletSendSelectToken': '选择代币',
  'titles.walletSendPreview': '确认发送',
  'titles.walletSendSent': '交易已发送',
  'titles.swap': '兑换',
  'titles.swapSelectTokenFrom': '选择要卖出的代币',
  'titles.swapSelectTokenTo': '选择要买入的代币',
  'titles.swapPreview': '确认兑换',
  'titles.walletReceive': '接收',
  'titles.onRampProviders': '购买',
  'titles.onRampBuy': '购买加密货币',
  'titles.onRampWaiting': '购买中',
  'titles.whatIsAWallet': '什么是钱包？',
  'titles.emailVerifyOtp': '确认邮箱',
  'titles.emailVerifyDevice': '注册设备',
  'titles.approveTransaction': '批准交易',
  'titles.connectSocials': '所有社交账号',
  'titles.updateEmail': '修改邮箱',
  'titles.updateEmailPrimaryOtp': '确认当前邮箱',
  'titles.updateEmailSecondaryOtp': '确认新邮箱',
  'titles.registerAccountName': '选择名称',
  'titles.registerAccountNameSuccess': '名称已注册',
}
