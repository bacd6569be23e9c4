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
  'common.networks.label': '네트워크',
  'common.networks.unavailable': '이 지갑에서는 사용할 수 없습니다',
  'common.unsupportedChain.notice':
    '이 앱은 현재 네트워크를 지원하지 않습니다. 계속하려면 지원되는 네트워크로 전환하세요.',
  'common.unsupportedChain.label': '지원되는 네트워크',
  'common.notAvailable.title': '사용할 수 없음',
  'common.notAvailable.text': '이 앱에서는 이 기능을 사용할 수 없습니다.',
  'common.notAvailable.back': '뒤로',
  'common.disconnect': '연결 해제',
}
