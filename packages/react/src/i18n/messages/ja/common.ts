import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Japanese messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': '戻る',
  'common.close': '閉じる',
  'common.tryAgain': '再試行',
  'common.loadMore': 'さらに読み込む',
  'common.testnet': 'テストネット',
  'common.status.failed': '失敗',
  'common.status.pending': '保留中',
  'common.link.opensExplorer': '（ブロックエクスプローラーを開きます）',
  'common.nft.held': '{amount} 個保有',
}
