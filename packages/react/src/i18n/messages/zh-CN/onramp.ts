import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Simplified Chinese messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': '正在加载服务商',
  'onramp.providers.none': '没有服务商为此网络出售加密货币',
  'onramp.providers.fee': '手续费 {range}',
  'onramp.buy.loading': '正在加载',
  'onramp.buy.label': '购买',
  'onramp.buy.network': '网络',
  'onramp.buy.payWith': '支付方式',
  'onramp.buy.amount': '金额',
  'onramp.buy.fiat': '支付币种',
  'onramp.buy.openFailed': '无法打开 {provider}，请重试。',
  'onramp.buy.continue': '继续使用 {provider}',
  'onramp.buy.enterAmount': '请输入金额',
  'onramp.method.card': '银行卡',
  'onramp.method.ach': '银行转账（ACH）',
  'onramp.amount.unavailable': '此支付方式不可用',
  'onramp.amount.range': '请输入 {min} 到 {max} {currency} 之间的金额',
  'onramp.quote.get': '你将获得',
  'onramp.quote.providerFee': '服务商手续费',
  'onramp.quote.networkFee': '网络费用',
  'onramp.quote.total': '你需支付',
  'onramp.quote.estimate': '估算 – 正在等待实时报价',
  'onramp.waiting.label': '正在等待购买完成',
  'onramp.waiting.title': '正在购买 {amount} {symbol}',
  'onramp.waiting.text': '请在 {provider} 窗口中完成付款。{symbol} 到账后会显示在这里。',
  'onramp.waiting.reopen': '重新打开 {provider}',
  'onramp.waiting.closed': '{provider} 窗口已关闭。如果你已付款，{symbol} 到账后会显示在这里。',
  'onramp.waiting.back': '返回账户',
  'onramp.waiting.arrived': '已从 {provider} 收到 {amount} {symbol}',
}
