import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Dutch messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app} vraagt je <nowrap>in te loggen</nowrap> om te bewijzen dat deze wallet van jou is',
  'siwx.defaultAppName': 'Deze app',
  'siwx.subtitle': 'Ondertekenen is gratis en verstuurt geen transactie.',
  'siwx.subtitleSigning': 'Keur het aanmeldverzoek goed in je wallet.',
  'siwx.cancel': 'Annuleren',
  'siwx.sign': 'Ondertekenen',
  'siwx.signing': 'Ondertekenen…',
  'siwx.retry': 'Opnieuw proberen',
  'siwx.required': '{app} vereist dat je inlogt. Annuleren verbreekt de verbinding met je wallet.',
  'siwx.error.declined': 'Handtekening geweigerd',
  'siwx.error.smartAccounts': 'Deze applicatie ondersteunt mogelijk geen Smart Accounts',
  'siwx.error.init': 'Er is een probleem opgetreden bij het starten van de authenticatie',
  'siwx.error.notEnabled': 'SIWX is niet ingeschakeld',
  'siwx.error.noAddress': 'Geen ActiveCaipAddress gevonden',
  'siwx.error.noNetwork': 'Geen ActiveCaipNetwork of client gevonden',
  'siwx.error.noClient': 'Geen ConnectionController-client gevonden',
}
