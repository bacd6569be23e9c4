import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** Dutch messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Aanbieders laden',
  'onramp.providers.none': 'Geen aanbieder verkoopt crypto voor dit netwerk',
  'onramp.providers.fee': 'Kosten {range}',
  'onramp.buy.loading': 'Laden',
  'onramp.buy.label': 'Kopen',
  'onramp.buy.network': 'Netwerk',
  'onramp.buy.payWith': 'Betalen met',
  'onramp.buy.amount': 'Bedrag',
  'onramp.buy.fiat': 'Betaalvaluta',
  'onramp.buy.openFailed': '{provider} kon niet worden geopend. Probeer het opnieuw.',
  'onramp.buy.continue': 'Doorgaan met {provider}',
  'onramp.buy.enterAmount': 'Voer een bedrag in',
  'onramp.method.card': 'Kaart',
  'onramp.method.ach': 'Bank (ACH)',
  'onramp.amount.unavailable': 'Deze betaalmethode is niet beschikbaar',
  'onramp.amount.range': 'Voer een bedrag in tussen {min} en {max} {currency}',
  'onramp.quote.get': 'Je krijgt',
  'onramp.quote.providerFee': 'Kosten aanbieder',
  'onramp.quote.networkFee': 'Netwerkkosten',
  'onramp.quote.total': 'Je betaalt',
  'onramp.quote.estimate': 'Schatting – wachten op een echte offerte',
  'onramp.waiting.label': 'Wachten op de aankoop',
  'onramp.waiting.title': '{amount} {symbol} kopen',
  'onramp.waiting.text':
    'Rond de betaling af in het venster van {provider}. Je {symbol} verschijnt hier zodra het binnen is.',
  'onramp.waiting.reopen': '{provider} opnieuw openen',
  'onramp.waiting.closed':
    'Het venster van {provider} is gesloten. Als je hebt betaald, verschijnt je {symbol} hier zodra het binnen is.',
  'onramp.waiting.back': 'Terug naar account',
  'onramp.waiting.arrived': '{amount} {symbol} ontvangen van {provider}',
}
