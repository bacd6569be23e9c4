import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Polish messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app} prosi o <nowrap>zalogowanie się</nowrap>, aby potwierdzić, że ten portfel należy do Ciebie',
  'siwx.defaultAppName': 'Ta aplikacja',
  'siwx.subtitle': 'Podpisanie jest bezpłatne i nie wysyła żadnej transakcji.',
  'siwx.subtitleSigning': 'Zatwierdź prośbę o zalogowanie w swoim portfelu.',
  'siwx.cancel': 'Anuluj',
  'siwx.sign': 'Podpisz',
  'siwx.signing': 'Podpisywanie…',
  'siwx.retry': 'Spróbuj ponownie',
  'siwx.required': '{app} wymaga zalogowania. Anulowanie odłączy Twój portfel.',
  'siwx.error.declined': 'Podpis odrzucony',
  'siwx.error.smartAccounts': 'Ta aplikacja może nie obsługiwać Smart Accounts',
  'siwx.error.init': 'Wystąpił problem podczas inicjowania uwierzytelniania',
  'siwx.error.notEnabled': 'SIWX nie jest włączone',
  'siwx.error.noAddress': 'Nie znaleziono ActiveCaipAddress',
  'siwx.error.noNetwork': 'Nie znaleziono ActiveCaipNetwork ani klienta',
  'siwx.error.noClient': 'Nie znaleziono klienta ConnectionController',
}
