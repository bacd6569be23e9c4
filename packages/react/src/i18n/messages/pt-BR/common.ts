import type { Translation } from '../en'
import type { common as english } from '../en/common'

/** Brazilian Portuguese messages of the common area. */
export const common: Translation<typeof english> = {
  'common.back': 'Voltar',
  'common.close': 'Fechar',
  'common.tryAgain': 'Tentar novamente',
  'common.loadMore': 'Carregar mais',
  'common.testnet': 'Testnet',
  'common.status.failed': 'Falhou',
  'common.status.pending': 'Pendente',
  'common.link.opensExplorer': '(abre o explorador de blocos)',
  'common.nft.held': '{amount} em posse',
  'common.networks.label': 'Redes',
  'common.networks.unavailable': 'Indisponível com esta carteira',
  'common.unsupportedChain.notice':
    'Este app não é compatível com sua rede atual. Troque para uma rede compatível para continuar.',
  'common.unsupportedChain.label': 'Redes compatíveis',
  'common.notAvailable.title': 'Indisponível',
  'common.notAvailable.text': 'Este recurso não está disponível neste app.',
  'common.notAvailable.back': 'Voltar',
  'common.disconnect': 'Desconectar',
}
