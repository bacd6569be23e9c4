import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Ukrainian messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Завантаження',
  'embedded.otp.intro': 'Введіть 6-значний код, надісланий на <mailbox>{email}</mailbox>',
  'embedded.otp.label': '6-значний код',
  'embedded.otp.checking': 'Перевірка коду',
  'embedded.otp.resent': 'Новий код уже в дорозі.',
  'embedded.otp.notReceived': 'Не отримали?',
  'embedded.otp.resend': 'Надіслати код ще раз',
  'embedded.verifyDevice.text':
    'Цей браузер новий для вашого акаунта. Ми надіслали лист на <mailbox>{email}</mailbox>: відкрийте посилання в ньому, щоб підтвердити цей пристрій.',
  'embedded.verifyDevice.waiting': 'Очікування підтвердження…',
  'embedded.verifyDevice.retry': 'Спробувати ще раз',
  'embedded.updateEmail.text':
    'Ваша адреса — <mailbox>{email}</mailbox>. Ми надішлемо код на неї, а потім на нову адресу.',
  'embedded.updateEmail.label': 'Нова адреса',
  'embedded.updateEmail.invalid': 'Введіть правильну адресу електронної пошти',
  'embedded.updateEmail.same': 'Це вже ваша адреса',
  'embedded.updateEmail.cancel': 'Скасувати',
  'embedded.updateEmail.save': 'Зберегти',
  'embedded.updateEmailPrimary.intro':
    'Щоб змінити адресу, введіть 6-значний код, надісланий на <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'Адресу оновлено',
  'embedded.approve.loading': 'Завантаження запиту…',
  'embedded.error.cooldown':
    '{seconds, plural, one {Спробуйте ще раз через # секунду} few {Спробуйте ще раз через # секунди} many {Спробуйте ще раз через # секунд} other {Спробуйте ще раз через # секунди}}',
  'embedded.error.invalidCode': 'Неправильний код',
  'embedded.error.codeExpired': 'Термін дії коду минув. Запросіть новий код',
  'embedded.error.tooManyCodes': 'Забагато неправильних кодів. Запросіть новий код',
  'embedded.error.loginExpired': 'Термін дії входу минув. Почніть знову',
  'embedded.error.emailTaken': 'Ця адреса вже використовується',
  'embedded.error.invalidEmail': 'Неправильна адреса',
  'embedded.error.tryLater': 'Спробуйте пізніше',
  'embedded.error.tooManyRequests': 'Забагато запитів',
  'embedded.error.mailFailed': 'Не вдалося надіслати лист. Спробуйте ще раз',
  'embedded.error.sessionExpired': 'Сеанс завершився',
  'embedded.error.loadFailed': 'Помилка мережі: не вдалося завантажити Embedded Wallet',
  'embedded.error.timeout': 'Минув час очікування запиту до Embedded Wallet',
  'embedded.error.somethingWrong': 'Щось пішло не так',
  'embedded.error.aborted': 'Запит перервано',
  'embedded.error.unknown': 'Сталася помилка',
  'embedded.error.dependency': 'Не вдалося завантажити вхід через email',
  'embedded.error.declined': 'Ви відхилили запит у гаманці.',
  'embedded.error.rpcNotAllowed': 'Запитаний виклик RPC не дозволено',
  'embedded.recovery.protected': 'Ваш гаманець захищено',
  'embedded.recovery.connecting': 'Відкриваємо ваш гаманець…',
  'embedded.recovery.retry': 'Спробувати ще раз',
  'embedded.recovery.cancelledProtect': 'Пароль відновлення не встановлено.',
  'embedded.recovery.cancelledUnlock': 'Гаманець залишається заблокованим на цьому пристрої.',
  'embedded.recovery.cancelledSignIn': 'Ви не увійшли.',
  'embedded.recovery.cancelledCreate': 'Гаманець буде готовий, лише коли ви його захистите.',
  'embedded.recovery.settingUp': 'Налаштовуємо ваш гаманець…',
  'embedded.error.recoveryRequired':
    'Цей гаманець захищено паролем відновлення: введіть його, щоб користуватися цим пристроєм',
  'embedded.error.recoverySetupRequired': 'Захистіть гаманець, щоб завершити його налаштування',
  'embedded.error.tooManyRecoveryPasswords':
    'Забагато неправильних паролів відновлення. Спробуйте пізніше',
  'embedded.error.alreadyProtected': 'Цей гаманець уже має пароль відновлення або ключ доступу',
  'embedded.security.export': 'Експорт приватного ключа',
  'embedded.security.exportHint':
    'Перегляньте ключ у гаманці, щоб використати його в іншому застосунку',
  'embedded.security.remove': 'Видалити цей пристрій',
  'embedded.security.removeHint': 'Цей браузер забуде ваш гаманець',
  'embedded.security.signOutEverywhere': 'Вийти всюди',
  'embedded.security.signOutEverywhereHint': 'Завершіть сеанси на всіх пристроях, зокрема на цьому',
  'embedded.security.removeConfirm':
    'Видалити цей пристрій? Щоб знову користуватися тут цим гаманцем, знадобляться ваша пошта (і пароль відновлення).',
  'embedded.security.signOutEverywhereConfirm':
    'Вийти всюди? Кожному пристрою, зокрема цьому, знадобиться ваша пошта, щоб знову відкрити цей гаманець.',
  'embedded.security.cancel': 'Скасувати',
  'embedded.security.removed': 'Цей пристрій видалено з вашого гаманця',
  'embedded.security.signedOutEverywhere': 'Виконано вихід на всіх пристроях',
  'embedded.error.exportStale': 'З міркувань безпеки увійдіть знову, щоб експортувати ключ',
  'embedded.error.onlyDevice':
    'Це єдиний пристрій, з якого можна відновити ваш гаманець. Спершу відкрийте гаманець на іншому пристрої',
  'embedded.error.protectFirst':
    'Спершу відкрийте гаманець на пристрої, де він є, і захистіть його',
  'embedded.error.keyHeldAfterEmailChange':
    'Адресу електронної пошти цього гаманця нещодавно змінено: новий пристрій отримає ключ, коли попередня адреса його схвалить (ми надіслали їй посилання), або коли зміну вже не можна буде скасувати',
}
