import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Italian messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Caricamento fornitori',
  'onramp.providers.none': 'Nessun fornitore vende cripto per questa rete',
  'onramp.providers.fee': 'Commissione {range}',
  'onramp.buy.loading': 'Caricamento',
  'onramp.buy.label': 'Acquista',
  'onramp.buy.network': 'Rete',
  'onramp.buy.payWith': 'Paga con',
  'onramp.buy.amount': 'Importo',
  'onramp.buy.fiat': 'Valuta di pagamento',
  'onramp.buy.openFailed': 'Impossibile aprire {provider}. Riprova.',
  'onramp.buy.continue': 'Continua con {provider}',
  'onramp.buy.enterAmount': 'Inserisci un importo',
  'onramp.method.card': 'Carta',
  'onramp.method.ach': 'Banca (ACH)',
  'onramp.amount.unavailable': 'Questo metodo di pagamento non è disponibile',
  'onramp.amount.range': 'Inserisci un importo tra {min} e {max} {currency}',
  'onramp.quote.get': 'Ricevi',
  'onramp.quote.providerFee': 'Commissione del fornitore',
  'onramp.quote.networkFee': 'Commissione di rete',
  'onramp.quote.total': 'Paghi',
  'onramp.quote.estimate': 'Stima – in attesa di un preventivo reale',
  'onramp.waiting.label': 'In attesa dell’acquisto',
  'onramp.waiting.title': 'Acquisto di {amount} {symbol}',
  'onramp.waiting.text':
    'Completa il pagamento nella finestra di {provider}. I {symbol} compariranno qui all’arrivo.',
  'onramp.waiting.reopen': 'Riapri {provider}',
  'onramp.waiting.closed':
    'La finestra di {provider} è chiusa. Se hai pagato, i tuoi {symbol} appariranno qui quando arrivano.',
  'onramp.waiting.back': 'Torna all’account',
  'onramp.waiting.arrived': '{amount} {symbol} arrivati da {provider}',
}
