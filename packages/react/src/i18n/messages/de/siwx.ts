import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** German messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app} möchte, dass du dich <nowrap>anmeldest</nowrap>, um zu bestätigen, dass dir diese Wallet gehört',
  'siwx.defaultAppName': 'Diese App',
  'siwx.subtitle': 'Das Signieren ist kostenlos und sendet keine Transaktion.',
  'siwx.subtitleSigning': 'Bestätige die Anmeldeanfrage in deiner Wallet.',
  'siwx.cancel': 'Abbrechen',
  'siwx.sign': 'Signieren',
  'siwx.signing': 'Wird signiert…',
  'siwx.retry': 'Erneut versuchen',
  'siwx.required': '{app} erfordert eine Anmeldung. Beim Abbrechen wird deine Wallet getrennt.',
  'siwx.error.declined': 'Signatur abgelehnt',
  'siwx.error.smartAccounts': 'Diese Anwendung unterstützt Smart Accounts möglicherweise nicht',
  'siwx.error.init': 'Beim Initialisieren der Authentifizierung ist ein Problem aufgetreten',
  'siwx.error.notEnabled': 'SIWX ist nicht aktiviert',
  'siwx.error.noAddress': 'Keine ActiveCaipAddress gefunden',
  'siwx.error.noNetwork': 'Kein ActiveCaipNetwork oder Client gefunden',
  'siwx.error.noClient': 'Kein ConnectionController-Client gefunden',
}
