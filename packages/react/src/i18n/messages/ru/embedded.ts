import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Russian messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Загрузка',
  'embedded.otp.intro': 'Введите 6-значный код, отправленный на <mailbox>{email}</mailbox>',
  'embedded.otp.label': '6-значный код',
  'embedded.otp.checking': 'Проверка кода',
  'embedded.otp.resent': 'Новый код уже в пути.',
  'embedded.otp.notReceived': 'Не получили?',
  'embedded.otp.resend': 'Отправить код ещё раз',
  'embedded.verifyDevice.text':
    'Этот браузер новый для вашего аккаунта. Мы отправили письмо на <mailbox>{email}</mailbox>: откройте ссылку в нём, чтобы подтвердить это устройство.',
  'embedded.verifyDevice.waiting': 'Ожидание подтверждения…',
  'embedded.verifyDevice.retry': 'Повторить',
  'embedded.updateEmail.text':
    'Ваш адрес — <mailbox>{email}</mailbox>. Мы отправим код на него, а затем на новый адрес.',
  'embedded.updateEmail.label': 'Новый адрес',
  'embedded.updateEmail.invalid': 'Введите корректный адрес электронной почты',
  'embedded.updateEmail.same': 'Это уже ваш адрес',
  'embedded.updateEmail.cancel': 'Отмена',
  'embedded.updateEmail.save': 'Сохранить',
  'embedded.updateEmailPrimary.intro':
    'Чтобы изменить адрес, введите 6-значный код, отправленный на <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'Адрес обновлён',
  'embedded.approve.loading': 'Загрузка запроса…',
  'embedded.error.cooldown':
    '{seconds, plural, one {Повторите попытку через # секунду} few {Повторите попытку через # секунды} many {Повторите попытку через # секунд} other {Повторите попытку через # секунды}}',
  'embedded.error.invalidCode': 'Неверный код',
  'embedded.error.codeExpired': 'Срок действия кода истёк. Запросите новый код',
  'embedded.error.tooManyCodes': 'Слишком много неверных кодов. Запросите новый код',
  'embedded.error.loginExpired': 'Срок действия входа истёк. Начните заново',
  'embedded.error.emailTaken': 'Этот адрес уже используется',
  'embedded.error.invalidEmail': 'Некорректный адрес',
  'embedded.error.tryLater': 'Повторите попытку позже',
  'embedded.error.tooManyRequests': 'Слишком много запросов',
  'embedded.error.mailFailed': 'Не удалось отправить письмо. Повторите попытку',
  'embedded.error.sessionExpired': 'Сеанс истёк',
  'embedded.error.loadFailed': 'Ошибка сети: не удалось загрузить Embedded Wallet',
  'embedded.error.timeout': 'Истекло время ожидания запроса к Embedded Wallet',
  'embedded.error.somethingWrong': 'Что-то пошло не так',
  'embedded.error.aborted': 'Запрос был прерван',
  'embedded.error.unknown': 'Произошла ошибка',
  'embedded.error.dependency': 'Не удалось загрузить вход по email',
  'embedded.error.declined': 'Вы отклонили запрос в кошельке.',
  'embedded.error.rpcNotAllowed': 'Запрошенный вызов RPC не разрешён',
  'embedded.recovery.protected': 'Ваш кошелёк защищён',
  'embedded.recovery.connecting': 'Открываем ваш кошелёк…',
  'embedded.recovery.retry': 'Повторить',
  'embedded.recovery.cancelledProtect': 'Пароль восстановления не задан.',
  'embedded.recovery.cancelledUnlock': 'Кошелёк остаётся заблокированным на этом устройстве.',
  'embedded.recovery.cancelledSignIn': 'Вы не вошли.',
  'embedded.recovery.cancelledCreate': 'Кошелёк будет готов, только когда вы его защитите.',
  'embedded.recovery.settingUp': 'Настраиваем ваш кошелёк…',
  'embedded.error.recoveryRequired':
    'Этот кошелёк защищён паролем восстановления: введите его, чтобы пользоваться этим устройством',
  'embedded.error.recoverySetupRequired': 'Защитите кошелёк, чтобы завершить его настройку',
  'embedded.error.tooManyRecoveryPasswords':
    'Слишком много неверных паролей восстановления. Повторите попытку позже',
  'embedded.error.alreadyProtected':
    'У этого кошелька уже есть пароль восстановления или ключ доступа',
  'embedded.security.export': 'Экспорт закрытого ключа',
  'embedded.security.exportHint':
    'Посмотрите ключ внутри кошелька, чтобы использовать его в другом приложении',
  'embedded.security.remove': 'Удалить это устройство',
  'embedded.security.removeHint': 'Этот браузер забудет ваш кошелёк',
  'embedded.security.signOutEverywhere': 'Выйти везде',
  'embedded.security.signOutEverywhereHint': 'Завершите сеансы на всех устройствах, включая это',
  'embedded.security.removeConfirm':
    'Удалить это устройство? Чтобы снова пользоваться здесь этим кошельком, понадобятся ваша почта (и пароль восстановления).',
  'embedded.security.signOutEverywhereConfirm':
    'Выйти везде? Каждому устройству, включая это, понадобится ваша почта, чтобы снова открыть этот кошелёк.',
  'embedded.security.cancel': 'Отмена',
  'embedded.security.removed': 'Это устройство удалено из вашего кошелька',
  'embedded.security.signedOutEverywhere': 'Выполнен выход на всех устройствах',
  'embedded.error.exportStale': 'В целях безопасности войдите снова, чтобы экспортировать ключ',
  'embedded.error.onlyDevice':
    'Это единственное устройство, с которого можно восстановить ваш кошелёк. Сначала откройте кошелёк на другом устройстве',
  'embedded.error.protectFirst':
    'Сначала откройте кошелёк на устройстве, где он есть, и защитите его',
  'embedded.error.keyHeldAfterEmailChange':
    'Адрес электронной почты этого кошелька недавно изменён: новое устройство получит ключ, когда прежний адрес подтвердит его (мы отправили на него ссылку), или когда изменение уже нельзя будет отменить',
}
