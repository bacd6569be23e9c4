import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** German messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Netzwerk nicht gefunden',
  'alerts.networkNotFound.long':
    'Die Wallet hat zu einem Netzwerk gewechselt, das diese App nicht anbietet. Füge es der Option networks hinzu oder wechsle zurück.',
  'alerts.invalidAppConfiguration.short': 'Ungültige App-Konfiguration',
  'alerts.invalidAppConfiguration.long':
    'Die Herkunft dieser Seite steht nicht auf der Liste der erlaubten Herkünfte, oder die Liste ist ungültig. Aktualisiere die Projektkonfiguration.',
  'alerts.embeddedWalletLoadFailed.short':
    'Netzwerkfehler – Eingebettete Wallet konnte nicht geladen werden',
  'alerts.embeddedWalletLoadFailed.long':
    'Die eingebettete Wallet konnte nicht geladen werden. Bitte versuche es später erneut.',
  'alerts.embeddedWalletRequestTimeout.short': 'Zeitüberschreitung bei der eingebetteten Wallet',
  'alerts.embeddedWalletRequestTimeout.long':
    'Die eingebettete Wallet hat nicht rechtzeitig geantwortet. Bitte versuche es später erneut.',
  'alerts.sessionExpired.short': 'Sitzung abgelaufen',
  'alerts.sessionExpired.long':
    'Die Sitzung ist noch nicht gültig oder abgelaufen. Prüfe deine Zeiteinstellungen und verbinde dich erneut.',
  'alerts.invalidProjectId.short': 'Ungültige Projekt-ID',
  'alerts.invalidProjectId.long':
    'Der Server hat die Projekt-ID nicht akzeptiert. Prüfe die Option projectId.',
  'alerts.projectIdNotConfigured.short': 'Projekt-ID nicht konfiguriert',
  'alerts.projectIdNotConfigured.long':
    'Es ist keine Projekt-ID festgelegt. Übergib projectId beim Erstellen des Clients.',
  'alerts.rateLimited.short': 'Zu viele Anfragen',
  'alerts.rateLimited.long':
    'Zu viele Anfragen beim Laden der App-Konfiguration. Einige Funktionen sind eventuell nicht verfügbar; bitte versuche es später erneut.',
  'alerts.serverError.short': 'Serverfehler',
  'alerts.serverError.long':
    'Der Server konnte die App-Konfiguration nicht laden. Einige Funktionen sind eventuell nicht verfügbar; bitte versuche es später erneut.',
  'alerts.banner.dismiss': 'Schließen: {title}',
  'alerts.view.loading': 'Wird geladen',
  'alerts.toast.userRejected': 'Du hast die Anfrage in deiner Wallet abgelehnt.',
  'alerts.toast.actionNotAllowed': 'Aktion nicht erlaubt',
  'alerts.toast.disconnectFailed': 'Trennen fehlgeschlagen',
  'alerts.toast.balanceUnavailable': 'Token-Guthaben nicht verfügbar',
  'alerts.toast.transactionsFailed': 'Transaktionen konnten nicht geladen werden',
  'alerts.toast.signatureDeclined': 'Signatur abgelehnt',
  'alerts.toast.somethingWentWrong': 'Etwas ist schiefgelaufen',
  'alerts.toast.errorOccurred': 'Ein Fehler ist aufgetreten',
  'alerts.toast.requestAborted': 'Die Anfrage wurde abgebrochen',
  'alerts.toast.insufficientBalance': 'Unzureichendes Guthaben',
  'alerts.toast.insufficientLiquidity': 'Unzureichende Liquidität',
  'alerts.toast.quoteExpired':
    'Das Angebot ist abgelaufen. Hole ein neues Angebot, um zu tauschen.',
  'alerts.toast.swapFailed': 'Der Tausch ist on-chain fehlgeschlagen. Es wurde nichts getauscht.',
  'alerts.toast.swapNeedsEvm': 'Verbinde eine Wallet in einem EVM-Netzwerk, um zu tauschen.',
  'alerts.toast.smartAccountsUnsupported':
    'Diese Anwendung unterstützt möglicherweise keine Smart Accounts',
  'alerts.toast.authenticationFailed':
    'Beim Starten der Authentifizierung ist ein Problem aufgetreten',
}
