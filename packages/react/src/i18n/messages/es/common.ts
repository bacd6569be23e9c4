import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Spanish messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Atrás',
  'common.close': 'Cerrar',
  'common.tryAgain': 'Intentar de nuevo',
  'common.loadMore': 'Cargar más',
  'common.testnet': 'Testnet',
  'common.status.failed': 'Fallida',
  'common.status.pending': 'Pendiente',
  'common.link.opensExplorer': '(abre el explorador de bloques)',
  'common.nft.held': '{amount} en posesión',
  'common.networks.label': 'Redes',
  'common.networks.unavailable': 'No disponible con esta billetera',
  'common.unsupportedChain.notice':
    'Esta app no es compatible con tu red actual. Cambia a una red compatible para continuar.',
  'common.unsupportedChain.label': 'Redes compatibles',
  'common.notAvailable.title': 'No disponible',
  'common.notAvailable.text': 'Esta función no está disponible en esta app.',
  'common.notAvailable.back': 'Volver',
  'common.disconnect': 'Desconectar',
}
