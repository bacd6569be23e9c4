import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Traditional Chinese messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': '返回',
  'common.close': '關閉',
  'common.tryAgain': '重試',
  'common.loadMore': '載入更多',
  'common.testnet': '測試網',
  'common.status.failed': '失敗',
  'common.status.pending': '處理中',
  'common.link.opensExplorer': '（開啟區塊瀏覽器）',
  'common.nft.held': '持有 {amount} 個',
}
