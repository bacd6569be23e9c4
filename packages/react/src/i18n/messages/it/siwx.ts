import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Italian messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app} ti chiede di <nowrap>accedere</nowrap> per dimostrare che questo wallet è tuo',
  'siwx.defaultAppName': 'Questa app',
  'siwx.subtitle': 'La firma è gratuita e non invia alcuna transazione.',
  'siwx.subtitleSigning': 'Approva la richiesta di accesso nel tuo wallet.',
  'siwx.cancel': 'Annulla',
  'siwx.sign': 'Firma',
  'siwx.signing': 'Firma in corso…',
  'siwx.retry': 'Riprova',
  'siwx.required': '{app} richiede l’accesso. Annullando, il tuo wallet verrà disconnesso.',
  'siwx.error.declined': 'Firma rifiutata',
  'siwx.error.smartAccounts': 'Questa applicazione potrebbe non supportare gli Smart Account',
  'siwx.error.init': 'Si è verificato un problema durante l’inizializzazione dell’autenticazione',
  'siwx.error.notEnabled': 'SIWX non è abilitato',
  'siwx.error.noAddress': 'Nessun ActiveCaipAddress trovato',
  'siwx.error.noNetwork': 'Nessun ActiveCaipNetwork o client trovato',
  'siwx.error.noClient': 'Nessun client ConnectionController trovato',
}
