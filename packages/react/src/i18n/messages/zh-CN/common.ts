import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Simplified Chinese messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': '返回',
  'common.close': '关闭',
  'common.tryAgain': '重试',
  'common.loadMore': '加载更多',
  'common.testnet': '测试网',
  'common.status.failed': '失败',
  'common.status.pending': '待处理',
  'common.link.opensExplorer': '（打开区块浏览器）',
  'common.nft.held': '持有 {amount} 个',
  'common.networks.label': '网络',
  'common.networks.unavailable': '此钱包不支持该网络',
  'common.unsupportedChain.notice': '此应用不支持你当前的网络。请切换到受支持的网络以继续。',
  'common.unsupportedChain.label': '受支持的网络',
  'common.notAvailable.title': '不可用',
  'common.notAvailable.text': '此功能在本应用中不可用。',
  'common.notAvailable.back': '返回',
  'common.disconnect': '断开连接',
}
