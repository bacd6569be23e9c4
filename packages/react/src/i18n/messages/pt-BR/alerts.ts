import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Portuguese (Brazil) messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Rede não encontrada',
  'alerts.networkNotFound.long':
    'A carteira mudou para uma rede que este app não lista. Adicione-a à opção networks ou volte para a anterior.',
  'alerts.invalidAppConfiguration.short': 'Configuração do app inválida',
  'alerts.invalidAppConfiguration.long':
    'A origem desta página não está na lista de origens permitidas, ou a lista é inválida. Atualize a configuração do projeto.',
  'alerts.embeddedWalletLoadFailed.short':
    'Erro de rede – Não foi possível carregar a carteira integrada',
  'alerts.embeddedWalletLoadFailed.long':
    'Não foi possível carregar a carteira integrada. Tente novamente mais tarde.',
  'alerts.embeddedWalletRequestTimeout.short': 'A solicitação à carteira integrada expirou',
  'alerts.embeddedWalletRequestTimeout.long':
    'A carteira integrada não respondeu a tempo. Tente novamente mais tarde.',
  'alerts.sessionExpired.short': 'Sessão expirada',
  'alerts.sessionExpired.long':
    'A sessão ainda não é válida ou expirou. Verifique as configurações de horário e conecte-se novamente.',
  'alerts.invalidProjectId.short': 'ID do projeto inválido',
  'alerts.invalidProjectId.long':
    'O servidor não aceitou o ID do projeto. Verifique a opção projectId.',
  'alerts.projectIdNotConfigured.short': 'ID do projeto não configurado',
  'alerts.projectIdNotConfigured.long':
    'Nenhum ID de projeto definido. Informe projectId ao criar o cliente.',
  'alerts.rateLimited.short': 'Muitas solicitações',
  'alerts.rateLimited.long':
    'Muitas solicitações ao carregar a configuração do app. Alguns recursos podem ficar indisponíveis; tente novamente mais tarde.',
  'alerts.serverError.short': 'Erro no servidor',
  'alerts.serverError.long':
    'O servidor não conseguiu carregar a configuração do app. Alguns recursos podem ficar indisponíveis; tente novamente mais tarde.',
  'alerts.banner.dismiss': 'Fechar: {title}',
  'alerts.view.loading': 'Carregando',
  'alerts.toast.userRejected': 'Você recusou a solicitação na sua carteira.',
  'alerts.toast.actionNotAllowed': 'Ação não permitida',
  'alerts.toast.disconnectFailed': 'Falha ao desconectar',
  'alerts.toast.balanceUnavailable': 'Saldo de tokens indisponível',
  'alerts.toast.transactionsFailed': 'Falha ao buscar as transações',
  'alerts.toast.signatureDeclined': 'Assinatura recusada',
  'alerts.toast.somethingWentWrong': 'Algo deu errado',
  'alerts.toast.errorOccurred': 'Ocorreu um erro',
  'alerts.toast.requestAborted': 'A solicitação foi cancelada',
  'alerts.toast.insufficientBalance': 'Saldo insuficiente',
  'alerts.toast.insufficientLiquidity': 'Liquidez insuficiente',
  'alerts.toast.quoteExpired': 'A cotação expirou. Obtenha uma nova cotação para trocar.',
  'alerts.toast.swapFailed': 'A troca falhou na blockchain. Nada foi trocado.',
  'alerts.toast.swapNeedsEvm': 'Conecte uma carteira em uma rede EVM para trocar.',
  'alerts.toast.smartAccountsUnsupported':
    'Este aplicativo pode não oferecer suporte a Smart Accounts',
  'alerts.toast.authenticationFailed': 'Ocorreu um problema ao iniciar a autenticação',
}
