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
  'common.networks.label': '網路',
  'common.networks.unavailable': '此錢包不支援該網路',
  'common.unsupportedChain.notice': '此應用程式不支援你目前的網路。請切換到支援的網路以繼續。',
  'common.unsupportedChain.label': '支援的網路',
  'common.notAvailable.title': '無法使用',
  'common.notAvailable.text': '此功能在本應用程式中無法使用。',
  'common.notAvailable.back': '返回',
  'common.disconnect': '中斷連線',
}
