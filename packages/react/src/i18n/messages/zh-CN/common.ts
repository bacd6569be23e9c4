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
}
