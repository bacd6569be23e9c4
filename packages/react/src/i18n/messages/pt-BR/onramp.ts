import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Brazilian Portuguese messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Carregando provedores',
  'onramp.providers.none': 'Nenhum provedor vende cripto para esta rede',
  'onramp.providers.fee': 'Taxa {range}',
  'onramp.buy.loading': 'Carregando',
  'onramp.buy.label': 'Comprar',
  'onramp.buy.network': 'Rede',
  'onramp.buy.payWith': 'Pagar com',
  'onramp.buy.amount': 'Valor',
  'onramp.buy.fiat': 'Moeda de pagamento',
  'onramp.buy.openFailed': 'Não foi possível abrir {provider}. Tente novamente.',
  'onramp.buy.continue': 'Continuar com {provider}',
  'onramp.buy.enterAmount': 'Insira um valor',
  'onramp.method.card': 'Cartão',
  'onramp.method.ach': 'Banco (ACH)',
  'onramp.amount.unavailable': 'Este método de pagamento não está disponível',
  'onramp.amount.range': 'Insira um valor entre {min} e {max} {currency}',
  'onramp.quote.get': 'Você recebe',
  'onramp.quote.providerFee': 'Taxa do provedor',
  'onramp.quote.networkFee': 'Taxa de rede',
  'onramp.quote.total': 'Você paga',
  'onramp.quote.estimate': 'Estimativa – aguardando uma cotação real',
  'onramp.waiting.label': 'Aguardando a compra',
  'onramp.waiting.title': 'Comprando {amount} {symbol}',
  'onramp.waiting.text':
    'Conclua o pagamento na janela do {provider}. Seus {symbol} aparecem aqui quando chegarem.',
  'onramp.waiting.reopen': 'Abrir {provider} novamente',
  'onramp.waiting.closed':
    'A janela da {provider} foi fechada. Se você pagou, seu {symbol} aparecerá aqui quando chegar.',
  'onramp.waiting.back': 'Voltar à conta',
  'onramp.waiting.arrived': '{amount} {symbol} recebidos de {provider}',
}
