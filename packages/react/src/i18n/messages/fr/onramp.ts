import type { Translation } from '../en'
import type { onramp as english } from '../en/onramp'

/** French messages of the onramp area. */
export const onramp: Translation<typeof english> = {
  'onramp.providers.loading': 'Chargement des fournisseurs',
  'onramp.providers.none': 'Aucun fournisseur ne vend de crypto pour ce réseau',
  'onramp.providers.fee': 'Frais {range}',
  'onramp.buy.loading': 'Chargement',
  'onramp.buy.label': 'Acheter',
  'onramp.buy.network': 'Réseau',
  'onramp.buy.payWith': 'Payer avec',
  'onramp.buy.amount': 'Montant',
  'onramp.buy.fiat': 'Devise de paiement',
  'onramp.buy.openFailed': 'Impossible d’ouvrir {provider}. Réessayez.',
  'onramp.buy.continue': 'Continuer avec {provider}',
  'onramp.buy.enterAmount': 'Saisissez un montant',
  'onramp.method.card': 'Carte',
  'onramp.method.ach': 'Banque (ACH)',
  'onramp.amount.unavailable': 'Ce moyen de paiement n’est pas disponible',
  'onramp.amount.range': 'Saisissez un montant entre {min} et {max} {currency}',
  'onramp.quote.get': 'Vous recevez',
  'onramp.quote.providerFee': 'Frais du fournisseur',
  'onramp.quote.networkFee': 'Frais de réseau',
  'onramp.quote.total': 'Vous payez',
  'onramp.quote.estimate': 'Estimation – en attente d’un vrai devis',
  'onramp.waiting.label': 'En attente de l’achat',
  'onramp.waiting.title': 'Achat de {amount} {symbol}',
  'onramp.waiting.text':
    'Terminez le paiement dans la fenêtre {provider}. Les {symbol} s’affichent ici dès leur arrivée.',
  'onramp.waiting.reopen': 'Rouvrir {provider}',
  'onramp.waiting.closed':
    'La fenêtre {provider} est fermée. Si vous avez payé, vos {symbol} apparaîtront ici à leur arrivée.',
  'onramp.waiting.back': 'Retour au compte',
  'onramp.waiting.arrived': '{amount} {symbol} reçus de {provider}',
}
