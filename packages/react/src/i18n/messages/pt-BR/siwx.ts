import type { Translation } from '../en'
import type { siwx as english } from '../en/siwx'

/** Portuguese (Brazil) messages of the siwx area. */
export const siwx: Translation<typeof english> = {
  'siwx.title': '{app} quer que você <nowrap>entre</nowrap> para provar que esta wallet é sua',
  'siwx.defaultAppName': 'Este app',
  'siwx.subtitle': 'Assinar é grátis e não envia nenhuma transação.',
  'siwx.subtitleSigning': 'Aprove a solicitação de login na sua wallet.',
  'siwx.cancel': 'Cancelar',
  'siwx.sign': 'Assinar',
  'siwx.signing': 'Assinando…',
  'siwx.retry': 'Tentar novamente',
  'siwx.required': '{app} exige login. Cancelar desconecta sua wallet.',
  'siwx.error.declined': 'Assinatura recusada',
  'siwx.error.smartAccounts': 'Este aplicativo pode não ser compatível com Smart Accounts',
  'siwx.error.init': 'Ocorreu um problema ao iniciar a autenticação',
  'siwx.error.notEnabled': 'SIWX não está ativado',
  'siwx.error.noAddress': 'Nenhum ActiveCaipAddress encontrado',
  'siwx.error.noNetwork': 'Nenhum ActiveCaipNetwork ou cliente encontrado',
  'siwx.error.noClient': 'Nenhum cliente ConnectionController encontrado',
}
