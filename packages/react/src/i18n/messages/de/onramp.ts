import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** German messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Anbieter werden geladen',
  'onramp.providers.none': 'Kein Anbieter verkauft Krypto für dieses Netzwerk',
  'onramp.providers.fee': 'Gebühr {range}',
  'onramp.buy.loading': 'Wird geladen',
  'onramp.buy.label': 'Kaufen',
  'onramp.buy.network': 'Netzwerk',
  'onramp.buy.payWith': 'Bezahlen mit',
  'onramp.buy.amount': 'Betrag',
  'onramp.buy.fiat': 'Zahlungswährung',
  'onramp.buy.openFailed': '{provider} konnte nicht geöffnet werden. Versuch es erneut.',
  'onramp.buy.continue': 'Weiter mit {provider}',
  'onramp.buy.enterAmount': 'Betrag eingeben',
  'onramp.method.card': 'Karte',
  'onramp.method.ach': 'Bank (ACH)',
  'onramp.amount.unavailable': 'Diese Zahlungsmethode ist nicht verfügbar',
  'onramp.amount.range': 'Gib einen Betrag zwischen {min} und {max} {currency} ein',
  'onramp.quote.get': 'Du erhältst',
  'onramp.quote.providerFee': 'Anbietergebühr',
  'onramp.quote.networkFee': 'Netzwerkgebühr',
  'onramp.quote.total': 'Du zahlst',
  'onramp.quote.estimate': 'Schätzung – warte auf ein aktuelles Angebot',
  'onramp.waiting.label': 'Warten auf den Kauf',
  'onramp.waiting.title': 'Kaufe {amount} {symbol}',
  'onramp.waiting.text':
    'Schließ die Zahlung im {provider}-Fenster ab. {symbol} erscheint hier, sobald es ankommt.',
  'onramp.waiting.reopen': '{provider} erneut öffnen',
  'onramp.waiting.closed':
    'Das {provider}-Fenster ist geschlossen. Wenn du bezahlt hast, erscheint dein {symbol} hier, sobald es ankommt.',
  'onramp.waiting.back': 'Zurück zum Konto',
  'onramp.waiting.arrived': '{amount} {symbol} von {provider} eingegangen',
}
