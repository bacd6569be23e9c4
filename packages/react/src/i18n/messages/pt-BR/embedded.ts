import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Portuguese (Brazil) messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Carregando',
  'embedded.otp.intro': 'Digite o código de 6 dígitos que enviamos para <mailbox>{email}</mailbox>',
  'embedded.otp.label': 'Código de 6 dígitos',
  'embedded.otp.checking': 'Verificando o código',
  'embedded.otp.resent': 'Um novo código está a caminho.',
  'embedded.otp.notReceived': 'Não recebeu?',
  'embedded.otp.resend': 'Reenviar código',
  'embedded.verifyDevice.text':
    'Este navegador é novo para a sua conta. Enviamos um e-mail para <mailbox>{email}</mailbox>: abra o link nele para aprovar este dispositivo.',
  'embedded.verifyDevice.waiting': 'Aguardando aprovação…',
  'embedded.verifyDevice.retry': 'Tentar novamente',
  'embedded.updateEmail.text':
    'Seu e-mail é <mailbox>{email}</mailbox>. Enviaremos um código para ele e depois outro para o novo endereço.',
  'embedded.updateEmail.label': 'Novo e-mail',
  'embedded.updateEmail.invalid': 'Digite um endereço de e-mail válido',
  'embedded.updateEmail.same': 'Este já é o seu e-mail',
  'embedded.updateEmail.cancel': 'Cancelar',
  'embedded.updateEmail.save': 'Salvar',
  'embedded.updateEmailPrimary.intro':
    'Para alterar seu e-mail, digite o código de 6 dígitos que enviamos para <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'E-mail atualizado',
  'embedded.approve.loading': 'Carregando a solicitação…',
  'embedded.error.cooldown':
    '{seconds, plural, one {Tente novamente em # segundo} other {Tente novamente em # segundos}}',
  'embedded.error.invalidCode': 'Código inválido',
  'embedded.error.codeExpired': 'O código expirou. Solicite um novo código',
  'embedded.error.tooManyCodes': 'Muitos códigos incorretos. Solicite um novo código',
  'embedded.error.loginExpired': 'Este login expirou. Comece de novo',
  'embedded.error.emailTaken': 'Este e-mail já está em uso',
  'embedded.error.invalidEmail': 'E-mail inválido',
  'embedded.error.tryLater': 'Tente novamente mais tarde',
  'embedded.error.tooManyRequests': 'Muitas solicitações',
  'embedded.error.mailFailed': 'Não foi possível enviar o e-mail. Tente novamente',
  'embedded.error.sessionExpired': 'Sessão expirada',
  'embedded.error.loadFailed': 'Erro de rede – não foi possível carregar a Embedded Wallet',
  'embedded.error.timeout': 'A solicitação à Embedded Wallet expirou',
  'embedded.error.somethingWrong': 'Algo deu errado',
  'embedded.error.aborted': 'A solicitação foi cancelada',
  'embedded.error.unknown': 'Ocorreu um erro',
  'embedded.error.dependency': 'Não foi possível carregar o login por e-mail',
  'embedded.error.declined': 'Você recusou a solicitação na sua wallet.',
  'embedded.error.rpcNotAllowed': 'A chamada RPC solicitada não é permitida',
  'embedded.recovery.protected': 'Sua carteira está protegida',
  'embedded.recovery.connecting': 'Abrindo sua carteira…',
  'embedded.recovery.retry': 'Tentar novamente',
  'embedded.recovery.cancelledProtect': 'Nenhuma senha de recuperação foi definida.',
  'embedded.recovery.cancelledUnlock': 'Sua carteira continua bloqueada neste dispositivo.',
  'embedded.recovery.cancelledSignIn': 'Você não entrou.',
  'embedded.recovery.cancelledCreate': 'Sua carteira só fica pronta depois de protegida.',
  'embedded.recovery.settingUp': 'Configurando sua carteira…',
  'embedded.error.recoveryRequired':
    'Esta carteira é protegida por uma senha de recuperação: digite-a para usar este dispositivo',
  'embedded.error.recoverySetupRequired': 'Proteja sua carteira para concluir a configuração',
  'embedded.error.tooManyRecoveryPasswords':
    'Muitas senhas de recuperação incorretas. Tente novamente mais tarde',
  'embedded.error.alreadyProtected':
    'Esta carteira já tem uma senha de recuperação ou uma chave de acesso',
  'embedded.security.export': 'Exportar chave privada',
  'embedded.security.exportHint': 'Veja sua chave dentro da carteira para usá-la em outro app',
  'embedded.security.remove': 'Remover este dispositivo',
  'embedded.security.removeHint': 'Este navegador esquece sua carteira',
  'embedded.security.signOutEverywhere': 'Sair em todos os lugares',
  'embedded.security.signOutEverywhereHint':
    'Encerre suas sessões em todos os dispositivos, inclusive neste',
  'embedded.security.removeConfirm':
    'Remover este dispositivo? Você vai precisar do seu e-mail (e da senha de recuperação) para usar esta carteira aqui de novo.',
  'embedded.security.signOutEverywhereConfirm':
    'Sair em todos os lugares? Todos os dispositivos, inclusive este, vão precisar do seu e-mail para abrir esta carteira de novo.',
  'embedded.security.cancel': 'Cancelar',
  'embedded.security.removed': 'Este dispositivo foi removido da sua carteira',
  'embedded.security.signedOutEverywhere': 'Você saiu em todos os dispositivos',
  'embedded.error.exportStale': 'Para sua segurança, entre novamente para exportar sua chave',
  'embedded.error.onlyDevice':
    'Este é o único dispositivo a partir do qual sua carteira pode ser recuperada. Abra a carteira em outro dispositivo primeiro',
  'embedded.error.protectFirst':
    'Abra sua carteira em um dispositivo que a tenha e proteja-a primeiro',
  'embedded.error.keyHeldAfterEmailChange':
    'O e-mail desta carteira foi alterado recentemente: um novo dispositivo recebe a chave quando o endereço de e-mail anterior o aprovar (enviamos um link para ele) ou quando a alteração não puder mais ser desfeita',
}
