import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Spanish messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Conectar billetera',
  'titles.allWallets': 'Todas las billeteras',
  'titles.account': 'Cuenta',
  'titles.networks': 'Elegir red',
  'titles.unsupportedChain': 'Cambiar de red',
  'titles.siwxSignMessage': 'Iniciar sesión',
  'titles.walletSend': 'Enviar',
  'titles.walletSendSelectToken': 'Seleccionar token',
  'titles.walletSendPreview': 'Revisar envío',
  'titles.walletSendSent': 'Transacción enviada',
  'titles.swap': 'Intercambiar',
  'titles.swapSelectTokenFrom': 'Selecciona el token a vender',
  'titles.swapSelectTokenTo': 'Selecciona el token a comprar',
  'titles.swapPreview': 'Revisar intercambio',
  'titles.walletReceive': 'Recibir',
  'titles.onRampProviders': 'Comprar',
  'titles.onRampBuy': 'Comprar cripto',
  'titles.onRampWaiting': 'Comprando',
  'titles.whatIsAWallet': '¿Qué es una billetera?',
  'titles.emailVerifyOtp': 'Confirmar correo',
  'titles.emailVerifyDevice': 'Registrar dispositivo',
  'titles.approveTransaction': 'Aprobar transacción',
  'titles.connectSocials': 'Todas las redes sociales',
  'titles.updateEmail': 'Editar correo',
  'titles.updateEmailPrimaryOtp': 'Confirmar correo actual',
  'titles.updateEmailSecondaryOtp': 'Confirmar correo nuevo',
  'titles.registerAccountName': 'Elegir nombre',
  'titles.registerAccountNameSuccess': 'Nombre registrado',
}
