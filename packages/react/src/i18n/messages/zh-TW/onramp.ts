import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Traditional Chinese messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': '正在載入服務商',
  'onramp.providers.none': '沒有服務商為此網路販售加密貨幣',
  'onramp.providers.fee': '手續費 {range}',
  'onramp.buy.loading': '正在載入',
  'onramp.buy.label': '購買',
  'onramp.buy.network': '網路',
  'onramp.buy.payWith': '付款方式',
  'onramp.buy.amount': '金額',
  'onramp.buy.fiat': '付款幣別',
  'onramp.buy.openFailed': '無法開啟 {provider}，請再試一次。',
  'onramp.buy.continue': '繼續使用 {provider}',
  'onramp.buy.enterAmount': '請輸入金額',
  'onramp.method.card': '信用卡',
  'onramp.method.ach': '銀行轉帳（ACH）',
  'onramp.amount.unavailable': '此付款方式無法使用',
  'onramp.amount.range': '請輸入 {min} 到 {max} {currency} 之間的金額',
  'onramp.quote.get': '你將獲得',
  'onramp.quote.providerFee': '服務商手續費',
  'onramp.quote.networkFee': '網路手續費',
  'onramp.quote.total': '你需支付',
  'onramp.quote.estimate': '估算 – 正在等待即時報價',
  'onramp.waiting.label': '正在等待購買完成',
  'onramp.waiting.title': '正在購買 {amount} {symbol}',
  'onramp.waiting.text': '請在 {provider} 視窗中完成付款。{symbol} 入帳後會顯示在這裡。',
  'onramp.waiting.reopen': '重新開啟 {provider}',
  'onramp.waiting.closed': '{provider} 視窗已關閉。若你已付款，{symbol} 到帳後會顯示在這裡。',
  'onramp.waiting.back': '返回帳戶',
  'onramp.waiting.arrived': '已從 {provider} 收到 {amount} {symbol}',
}
