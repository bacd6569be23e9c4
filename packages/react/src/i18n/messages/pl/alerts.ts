import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Polish messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Nie znaleziono sieci',
  'alerts.networkNotFound.long':
    'Portfel przełączył się na sieć, której ta aplikacja nie obsługuje. Dodaj ją do opcji networks lub przełącz z powrotem.',
  'alerts.invalidAppConfiguration.short': 'Nieprawidłowa konfiguracja aplikacji',
  'alerts.invalidAppConfiguration.long':
    'Źródło tej strony nie znajduje się na liście dozwolonych źródeł lub lista jest nieprawidłowa. Zaktualizuj konfigurację projektu.',
  'alerts.embeddedWalletLoadFailed.short':
    'Błąd sieci – nie udało się wczytać wbudowanego portfela',
  'alerts.embeddedWalletLoadFailed.long':
    'Nie udało się wczytać wbudowanego portfela. Spróbuj ponownie później.',
  'alerts.embeddedWalletRequestTimeout.short': 'Przekroczono czas żądania do wbudowanego portfela',
  'alerts.embeddedWalletRequestTimeout.long':
    'Wbudowany portfel nie odpowiedział na czas. Spróbuj ponownie później.',
  'alerts.sessionExpired.short': 'Sesja wygasła',
  'alerts.sessionExpired.long':
    'Sesja nie jest jeszcze ważna lub wygasła. Sprawdź ustawienia czasu i połącz się ponownie.',
  'alerts.invalidProjectId.short': 'Nieprawidłowy identyfikator projektu',
  'alerts.invalidProjectId.long':
    'Serwer nie zaakceptował identyfikatora projektu. Sprawdź opcję projectId.',
  'alerts.projectIdNotConfigured.short': 'Nie skonfigurowano identyfikatora projektu',
  'alerts.projectIdNotConfigured.long':
    'Nie ustawiono identyfikatora projektu. Przekaż projectId podczas tworzenia klienta.',
  'alerts.rateLimited.short': 'Za dużo żądań',
  'alerts.rateLimited.long':
    'Za dużo żądań podczas wczytywania konfiguracji aplikacji. Niektóre funkcje mogą być niedostępne; spróbuj ponownie później.',
  'alerts.serverError.short': 'Błąd serwera',
  'alerts.serverError.long':
    'Serwer nie mógł wczytać konfiguracji aplikacji. Niektóre funkcje mogą być niedostępne; spróbuj ponownie później.',
  'alerts.banner.dismiss': 'Zamknij: {title}',
  'alerts.view.loading': 'Wczytywanie',
  'alerts.toast.userRejected': 'Odrzucono żądanie w portfelu.',
  'alerts.toast.actionNotAllowed': 'Działanie niedozwolone',
  'alerts.toast.disconnectFailed': 'Nie udało się rozłączyć',
  'alerts.toast.balanceUnavailable': 'Saldo tokenów niedostępne',
  'alerts.toast.transactionsFailed': 'Nie udało się pobrać transakcji',
  'alerts.toast.signatureDeclined': 'Podpis odrzucony',
  'alerts.toast.somethingWentWrong': 'Coś poszło nie tak',
  'alerts.toast.errorOccurred': 'Wystąpił błąd',
  'alerts.toast.requestAborted': 'Żądanie zostało przerwane',
  'alerts.toast.insufficientBalance': 'Niewystarczające saldo',
  'alerts.toast.insufficientLiquidity': 'Niewystarczająca płynność',
  'alerts.toast.quoteExpired': 'Wycena wygasła. Pobierz nową wycenę, aby wymienić.',
  'alerts.toast.swapFailed': 'Wymiana nie powiodła się w łańcuchu. Nic nie zostało wymienione.',
  'alerts.toast.swapNeedsEvm': 'Połącz portfel w sieci EVM, aby wymieniać.',
  'alerts.toast.smartAccountsUnsupported': 'Ta aplikacja może nie obsługiwać Smart Accounts',
  'alerts.toast.authenticationFailed': 'Wystąpił problem podczas uruchamiania uwierzytelniania',
}
