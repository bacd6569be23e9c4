import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Korean messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': '제공업체 불러오는 중',
  'onramp.providers.none': '이 네트워크용 암호화폐를 판매하는 제공업체가 없습니다',
  'onramp.providers.fee': '수수료 {range}',
  'onramp.buy.loading': '불러오는 중',
  'onramp.buy.label': '구매',
  'onramp.buy.network': '네트워크',
  'onramp.buy.payWith': '결제 수단',
  'onramp.buy.amount': '금액',
  'onramp.buy.fiat': '결제 통화',
  'onramp.buy.openFailed': '{provider}을(를) 열 수 없습니다. 다시 시도하세요.',
  'onramp.buy.continue': '{provider}(으)로 계속',
  'onramp.buy.enterAmount': '금액을 입력하세요',
  'onramp.method.card': '카드',
  'onramp.method.ach': '은행(ACH)',
  'onramp.amount.unavailable': '이 결제 수단은 사용할 수 없습니다',
  'onramp.amount.range': '{min}~{max} {currency} 사이의 금액을 입력하세요',
  'onramp.quote.get': '받는 금액',
  'onramp.quote.providerFee': '제공업체 수수료',
  'onramp.quote.networkFee': '네트워크 수수료',
  'onramp.quote.total': '결제 금액',
  'onramp.quote.estimate': '예상치 – 실제 견적을 기다리는 중',
  'onramp.waiting.label': '구매 대기 중',
  'onramp.waiting.title': '{amount} {symbol} 구매 중',
  'onramp.waiting.text':
    '{provider} 창에서 결제를 완료하세요. {symbol}이(가) 도착하면 여기에 표시됩니다.',
  'onramp.waiting.reopen': '{provider} 다시 열기',
  'onramp.waiting.closed':
    '{provider} 창이 닫혔습니다. 결제했다면 {symbol}이(가) 도착하는 대로 여기에 표시됩니다.',
  'onramp.waiting.back': '계정으로 돌아가기',
  'onramp.waiting.arrived': '{provider}에서 {amount} {symbol}이(가) 도착했습니다',
}
