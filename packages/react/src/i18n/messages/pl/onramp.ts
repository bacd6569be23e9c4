import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Polish messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Ładowanie dostawców',
  'onramp.providers.none': 'Żaden dostawca nie sprzedaje kryptowalut dla tej sieci',
  'onramp.providers.fee': 'Opłata {range}',
  'onramp.buy.loading': 'Ładowanie',
  'onramp.buy.label': 'Kup',
  'onramp.buy.network': 'Sieć',
  'onramp.buy.payWith': 'Zapłać przez',
  'onramp.buy.amount': 'Kwota',
  'onramp.buy.fiat': 'Waluta płatności',
  'onramp.buy.openFailed': 'Nie udało się otworzyć {provider}. Spróbuj ponownie.',
  'onramp.buy.continue': 'Kontynuuj z {provider}',
  'onramp.buy.enterAmount': 'Wpisz kwotę',
  'onramp.method.card': 'Karta',
  'onramp.method.ach': 'Bank (ACH)',
  'onramp.amount.unavailable': 'Ta metoda płatności jest niedostępna',
  'onramp.amount.range': 'Wpisz kwotę od {min} do {max} {currency}',
  'onramp.quote.get': 'Otrzymasz',
  'onramp.quote.providerFee': 'Opłata dostawcy',
  'onramp.quote.networkFee': 'Opłata sieciowa',
  'onramp.quote.total': 'Zapłacisz',
  'onramp.quote.estimate': 'Szacunek – czekamy na rzeczywistą wycenę',
  'onramp.waiting.label': 'Oczekiwanie na zakup',
  'onramp.waiting.title': 'Kupowanie {amount} {symbol}',
  'onramp.waiting.text':
    'Dokończ płatność w oknie {provider}. {symbol} pojawi się tutaj po dotarciu.',
  'onramp.waiting.reopen': 'Otwórz ponownie {provider}',
  'onramp.waiting.closed':
    'Okno {provider} zostało zamknięte. Jeśli zapłacono, {symbol} pojawi się tutaj po dotarciu.',
  'onramp.waiting.back': 'Wróć do konta',
  'onramp.waiting.arrived': 'Otrzymano {amount} {symbol} od {provider}',
}
