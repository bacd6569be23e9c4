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
  'common.networks.label': 'ネットワーク',
  'common.networks.unavailable': 'このウォレットでは利用できません',
  'common.unsupportedChain.notice':
    'このアプリは現在のネットワークに対応していません。続行するには、対応しているネットワークに切り替えてください。',
  'common.unsupportedChain.label': '対応ネットワーク',
  'common.notAvailable.title': '利用できません',
  'common.notAvailable.text': 'この機能はこのアプリでは利用できません。',
  'common.notAvailable.back': '戻る',
  'common.disconnect': '切断',
}
