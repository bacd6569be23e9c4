import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Polish messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Ładowanie',
  'embedded.otp.intro': 'Wpisz 6-cyfrowy kod wysłany na adres <mailbox>{email}</mailbox>',
  'embedded.otp.label': '6-cyfrowy kod',
  'embedded.otp.checking': 'Sprawdzanie kodu',
  'embedded.otp.resent': 'Nowy kod jest już w drodze.',
  'embedded.otp.notReceived': 'Nie dotarł?',
  'embedded.otp.resend': 'Wyślij kod ponownie',
  'embedded.verifyDevice.text':
    'Ta przeglądarka jest nowa dla Twojego konta. Wysłaliśmy e-mail na adres <mailbox>{email}</mailbox>: otwórz zawarty w nim link, aby zatwierdzić to urządzenie.',
  'embedded.verifyDevice.waiting': 'Oczekiwanie na zatwierdzenie…',
  'embedded.verifyDevice.retry': 'Spróbuj ponownie',
  'embedded.updateEmail.text':
    'Twój adres e-mail to <mailbox>{email}</mailbox>. Wyślemy na niego kod, a potem kolejny na nowy adres.',
  'embedded.updateEmail.label': 'Nowy adres e-mail',
  'embedded.updateEmail.invalid': 'Wpisz prawidłowy adres e-mail',
  'embedded.updateEmail.same': 'To już jest Twój adres e-mail',
  'embedded.updateEmail.cancel': 'Anuluj',
  'embedded.updateEmail.save': 'Zapisz',
  'embedded.updateEmailPrimary.intro':
    'Aby zmienić adres e-mail, wpisz 6-cyfrowy kod wysłany na adres <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'Adres e-mail zaktualizowany',
  'embedded.approve.loading': 'Ładowanie żądania…',
  'embedded.error.cooldown':
    '{seconds, plural, one {Spróbuj ponownie za # sekundę} few {Spróbuj ponownie za # sekundy} many {Spróbuj ponownie za # sekund} other {Spróbuj ponownie za # sekundy}}',
  'embedded.error.invalidCode': 'Nieprawidłowy kod',
  'embedded.error.codeExpired': 'Kod wygasł. Poproś o nowy kod',
  'embedded.error.tooManyCodes': 'Zbyt wiele błędnych kodów. Poproś o nowy kod',
  'embedded.error.loginExpired': 'To logowanie wygasło. Zacznij od nowa',
  'embedded.error.emailTaken': 'Ten adres e-mail jest już używany',
  'embedded.error.invalidEmail': 'Nieprawidłowy adres e-mail',
  'embedded.error.tryLater': 'Spróbuj ponownie później',
  'embedded.error.tooManyRequests': 'Zbyt wiele żądań',
  'embedded.error.mailFailed': 'Nie udało się wysłać e-maila. Spróbuj ponownie',
  'embedded.error.sessionExpired': 'Sesja wygasła',
  'embedded.error.loadFailed': 'Błąd sieci – nie udało się załadować Embedded Wallet',
  'embedded.error.timeout': 'Upłynął limit czasu żądania do Embedded Wallet',
  'embedded.error.somethingWrong': 'Coś poszło nie tak',
  'embedded.error.aborted': 'Żądanie zostało przerwane',
  'embedded.error.unknown': 'Wystąpił błąd',
  'embedded.error.dependency': 'Nie udało się załadować logowania przez e-mail',
  'embedded.error.declined': 'Żądanie zostało odrzucone w Twoim portfelu.',
  'embedded.error.rpcNotAllowed': 'Żądane wywołanie RPC jest niedozwolone',
  'embedded.recovery.protected': 'Twój portfel jest chroniony',
  'embedded.recovery.connecting': 'Otwieranie portfela…',
  'embedded.recovery.retry': 'Spróbuj ponownie',
  'embedded.recovery.cancelledProtect': 'Nie ustawiono hasła odzyskiwania.',
  'embedded.recovery.cancelledUnlock': 'Twój portfel pozostaje zablokowany na tym urządzeniu.',
  'embedded.recovery.cancelledSignIn': 'Nie zalogowano się.',
  'embedded.recovery.cancelledCreate': 'Portfel będzie gotowy dopiero po jego zabezpieczeniu.',
  'embedded.recovery.settingUp': 'Konfigurowanie portfela…',
  'embedded.error.recoveryRequired':
    'Ten portfel jest chroniony hasłem odzyskiwania: wpisz je, aby używać tego urządzenia',
  'embedded.error.recoverySetupRequired': 'Zabezpiecz portfel, aby dokończyć jego konfigurację',
  'embedded.error.tooManyRecoveryPasswords':
    'Zbyt wiele błędnych haseł odzyskiwania. Spróbuj ponownie później',
  'embedded.error.alreadyProtected': 'Ten portfel ma już hasło odzyskiwania lub klucz dostępu',
  'embedded.security.export': 'Eksportuj klucz prywatny',
  'embedded.security.exportHint': 'Zobacz swój klucz w portfelu, aby użyć go w innej aplikacji',
  'embedded.security.remove': 'Usuń to urządzenie',
  'embedded.security.removeHint': 'Ta przeglądarka zapomni Twój portfel',
  'embedded.security.signOutEverywhere': 'Wyloguj wszędzie',
  'embedded.security.signOutEverywhereHint':
    'Zakończ sesje na wszystkich urządzeniach, także na tym',
  'embedded.security.removeConfirm':
    'Usunąć to urządzenie? Aby znów używać tu tego portfela, będziesz potrzebować swojego adresu e-mail (i hasła odzyskiwania).',
  'embedded.security.signOutEverywhereConfirm':
    'Wylogować wszędzie? Każde urządzenie, także to, będzie potrzebować Twojego adresu e-mail, aby znów otworzyć ten portfel.',
  'embedded.security.cancel': 'Anuluj',
  'embedded.security.removed': 'To urządzenie zostało usunięte z Twojego portfela',
  'embedded.security.signedOutEverywhere': 'Wylogowano na wszystkich urządzeniach',
  'embedded.error.exportStale':
    'Dla Twojego bezpieczeństwa zaloguj się ponownie, aby wyeksportować klucz',
  'embedded.error.onlyDevice':
    'To jedyne urządzenie, z którego można odzyskać Twój portfel. Najpierw otwórz portfel na innym urządzeniu',
  'embedded.error.protectFirst':
    'Najpierw otwórz portfel na urządzeniu, na którym się znajduje, i zabezpiecz go',
  'embedded.error.keyHeldAfterEmailChange':
    'Adres e-mail tego portfela został niedawno zmieniony: nowe urządzenie otrzyma klucz, gdy poprzedni adres e-mail je zatwierdzi (wysłaliśmy na niego link) lub gdy zmiany nie będzie już można cofnąć',
}
