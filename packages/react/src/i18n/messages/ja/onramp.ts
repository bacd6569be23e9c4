import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Japanese messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'プロバイダーを読み込み中',
  'onramp.providers.none': 'このネットワークで暗号資産を販売しているプロバイダーはありません',
  'onramp.providers.fee': '手数料 {range}',
  'onramp.buy.loading': '読み込み中',
  'onramp.buy.label': '購入',
  'onramp.buy.network': 'ネットワーク',
  'onramp.buy.payWith': '支払い方法',
  'onramp.buy.amount': '金額',
  'onramp.buy.fiat': '支払い通貨',
  'onramp.buy.openFailed': '{provider} を開けませんでした。もう一度お試しください。',
  'onramp.buy.continue': '{provider} で続行',
  'onramp.buy.enterAmount': '金額を入力',
  'onramp.method.card': 'カード',
  'onramp.method.ach': '銀行 (ACH)',
  'onramp.amount.unavailable': 'この支払い方法は利用できません',
  'onramp.amount.range': '{min}〜{max} {currency} の金額を入力してください',
  'onramp.quote.get': '受け取る数量',
  'onramp.quote.providerFee': 'プロバイダー手数料',
  'onramp.quote.networkFee': 'ネットワーク手数料',
  'onramp.quote.total': '支払額',
  'onramp.quote.estimate': '概算 – 実際の見積もりを待っています',
  'onramp.waiting.label': '購入を待っています',
  'onramp.waiting.title': '{amount} {symbol} を購入中',
  'onramp.waiting.text':
    '{provider} のウィンドウで支払いを完了してください。{symbol} が届くとここに表示されます。',
  'onramp.waiting.reopen': '{provider} をもう一度開く',
  'onramp.waiting.closed':
    '{provider} のウィンドウは閉じられました。支払い済みの場合、{symbol} は届き次第ここに表示されます。',
  'onramp.waiting.back': 'アカウントに戻る',
  'onramp.waiting.arrived': '{provider} から {amount} {symbol} が届きました',
}
