import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Spanish messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title':
    '{app} quiere que <nowrap>inicies sesión</nowrap> para demostrar que esta wallet es tuya',
  'siwx.defaultAppName': 'Esta app',
  'siwx.subtitle': 'Firmar es gratis y no envía ninguna transacción.',
  'siwx.subtitleSigning': 'Aprueba la solicitud de inicio de sesión en tu wallet.',
  'siwx.cancel': 'Cancelar',
  'siwx.sign': 'Firmar',
  'siwx.signing': 'Firmando…',
  'siwx.retry': 'Reintentar',
  'siwx.required': '{app} requiere iniciar sesión. Si cancelas, se desconectará tu wallet.',
  'siwx.error.declined': 'Firma rechazada',
  'siwx.error.smartAccounts': 'Es posible que esta aplicación no admita Smart Accounts',
  'siwx.error.init': 'Se produjo un problema al iniciar la autenticación',
  'siwx.error.notEnabled': 'SIWX no está habilitado',
  'siwx.error.noAddress': 'No se encontró ActiveCaipAddress',
  'siwx.error.noNetwork': 'No se encontró ActiveCaipNetwork ni el cliente',
  'siwx.error.noClient': 'No se encontró el cliente de ConnectionController',
}
