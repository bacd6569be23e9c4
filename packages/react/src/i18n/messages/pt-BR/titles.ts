import type { Translation } from '../en'
import type { titles as english } from '../en/titles'

/** Brazilian Portuguese messages of the titles area. */
export const titles: Translation<typeof english> = {
  'titles.connect': 'Conectar carteira',
  'titles.allWallets': 'Todas as carteiras',
  'titles.account': 'Conta',
  'titles.networks': 'Escolher rede',
  'titles.unsupportedChain': 'Trocar de rede',
  'titles.siwxSignMessage': 'Entrar',
  'titles.walletSend': 'Enviar',
  'titles.walletSendSelectToken': 'Selecionar token',
  'titles.walletSendPreview': 'Revisar envio',
  'titles.walletSendSent': 'Transação enviada',
  'titles.swap': 'Trocar',
  'titles.swapSelectTokenFrom': 'Selecione o token para vender',
  'titles.swapSelectTokenTo': 'Selecione o token para comprar',
  'titles.swapPreview': 'Revisar troca',
  'titles.walletReceive': 'Receber',
  'titles.onRampProviders': 'Comprar',
  'titles.onRampBuy': 'Comprar cripto',
  'titles.onRampWaiting': 'Comprando',
  'titles.whatIsAWallet': 'O que é uma carteira?',
  'titles.emailVerifyOtp': 'Confirmar e-mail',
  'titles.emailVerifyDevice': 'Registrar dispositivo',
  'titles.approveTransaction': 'Aprovar transação',
  'titles.connectSocials': 'Todas as redes sociais',
  'titles.updateEmail': 'Editar e-mail',
  'titles.updateEmailPrimaryOtp': 'Confirmar e-mail atual',
  'titles.updateEmailSecondaryOtp': 'Confirmar novo e-mail',
  'titles.registerAccountName': 'Escolher nome',
  'titles.registerAccountNameSuccess': 'Nome registrado',
}
