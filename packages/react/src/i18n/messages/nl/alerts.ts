import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Dutch messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Netwerk niet gevonden',
  'alerts.networkNotFound.long':
    'De wallet is overgeschakeld naar een netwerk dat deze app niet aanbiedt. Voeg het toe aan de optie networks of schakel terug.',
  'alerts.invalidAppConfiguration.short': 'Ongeldige app-configuratie',
  'alerts.invalidAppConfiguration.long':
    'De herkomst van deze pagina staat niet op de lijst met toegestane herkomsten, of de lijst is ongeldig. Werk de projectconfiguratie bij.',
  'alerts.embeddedWalletLoadFailed.short':
    'Netwerkfout – Ingebouwde wallet kon niet worden geladen',
  'alerts.embeddedWalletLoadFailed.long':
    'De ingebouwde wallet kon niet worden geladen. Probeer het later opnieuw.',
  'alerts.embeddedWalletRequestTimeout.short': 'Time-out bij verzoek aan ingebouwde wallet',
  'alerts.embeddedWalletRequestTimeout.long':
    'De ingebouwde wallet reageerde niet op tijd. Probeer het later opnieuw.',
  'alerts.sessionExpired.short': 'Sessie verlopen',
  'alerts.sessionExpired.long':
    'De sessie is nog niet geldig of is verlopen. Controleer je tijdinstellingen en maak opnieuw verbinding.',
  'alerts.invalidProjectId.short': 'Ongeldige project-ID',
  'alerts.invalidProjectId.long':
    'De server heeft de project-ID niet geaccepteerd. Controleer de optie projectId.',
  'alerts.projectIdNotConfigured.short': 'Project-ID niet ingesteld',
  'alerts.projectIdNotConfigured.long':
    'Er is geen project-ID ingesteld. Geef projectId mee bij het aanmaken van de client.',
  'alerts.rateLimited.short': 'Te veel verzoeken',
  'alerts.rateLimited.long':
    'Te veel verzoeken om de app-configuratie te laden. Sommige functies zijn mogelijk niet beschikbaar; probeer het later opnieuw.',
  'alerts.serverError.short': 'Serverfout',
  'alerts.serverError.long':
    'De server kon de app-configuratie niet laden. Sommige functies zijn mogelijk niet beschikbaar; probeer het later opnieuw.',
  'alerts.banner.dismiss': 'Sluiten: {title}',
  'alerts.view.loading': 'Laden',
  'alerts.toast.userRejected': 'Je hebt het verzoek in je wallet geweigerd.',
  'alerts.toast.actionNotAllowed': 'Actie niet toegestaan',
  'alerts.toast.disconnectFailed': 'Verbinding verbreken mislukt',
  'alerts.toast.balanceUnavailable': 'Tokensaldo niet beschikbaar',
  'alerts.toast.transactionsFailed': 'Transacties ophalen mislukt',
  'alerts.toast.signatureDeclined': 'Handtekening geweigerd',
  'alerts.toast.somethingWentWrong': 'Er is iets misgegaan',
  'alerts.toast.errorOccurred': 'Er is een fout opgetreden',
  'alerts.toast.requestAborted': 'Het verzoek is afgebroken',
  'alerts.toast.insufficientBalance': 'Onvoldoende saldo',
  'alerts.toast.insufficientLiquidity': 'Onvoldoende liquiditeit',
  'alerts.toast.quoteExpired':
    'De offerte is verlopen. Vraag een nieuwe offerte aan om te swappen.',
  'alerts.toast.swapFailed': 'De swap is on-chain mislukt. Er is niets geswapt.',
  'alerts.toast.swapNeedsEvm': 'Verbind een wallet op een EVM-netwerk om te swappen.',
  'alerts.toast.smartAccountsUnsupported':
    'Deze applicatie ondersteunt mogelijk geen Smart Accounts',
  'alerts.toast.authenticationFailed':
    'Er is een probleem opgetreden bij het starten van de authenticatie',
}
