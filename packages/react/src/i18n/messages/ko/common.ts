import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Korean messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': '뒤로',
  'common.close': '닫기',
  'common.tryAgain': '다시 시도',
  'common.loadMore': '더 보기',
  'common.testnet': '테스트넷',
  'common.status.failed': '실패',
  'common.status.pending': '대기 중',
  'common.link.opensExplorer': '(블록 탐색기가 열립니다)',
  'common.nft.held': '{amount}개 보유',
}
