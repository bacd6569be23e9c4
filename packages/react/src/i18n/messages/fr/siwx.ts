import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** French messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app} vous demande de <nowrap>vous connecter</nowrap> pour prouver que ce wallet vous appartient',
  'siwx.defaultAppName': 'Cette application',
  'siwx.subtitle': 'La signature est gratuite et n’envoie aucune transaction.',
  'siwx.subtitleSigning': 'Approuvez la demande de connexion dans votre wallet.',
  'siwx.cancel': 'Annuler',
  'siwx.sign': 'Signer',
  'siwx.signing': 'Signature…',
  'siwx.retry': 'Réessayer',
  'siwx.required': '{app} exige une connexion. Annuler déconnectera votre wallet.',
  'siwx.error.declined': 'Signature refusée',
  'siwx.error.smartAccounts':
    'Cette application ne prend peut-être pas en charge les Smart Accounts',
  'siwx.error.init': 'Un problème est survenu lors de l’initialisation de l’authentification',
  'siwx.error.notEnabled': 'SIWX n’est pas activé',
  'siwx.error.noAddress': 'Aucune ActiveCaipAddress trouvée',
  'siwx.error.noNetwork': 'Aucun ActiveCaipNetwork ou client trouvé',
  'siwx.error.noClient': 'Aucun client ConnectionController trouvé',
}
