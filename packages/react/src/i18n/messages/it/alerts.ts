import type { Translation } from '../en'
import type { alerts as english } from '../en/alerts'

/** Italian messages of the alerts area. */
export const alerts: Translation<typeof english> = {
  'alerts.networkNotFound.short': 'Rete non trovata',
  'alerts.networkNotFound.long':
    'Il wallet è passato a una rete che questa app non prevede. Aggiungila all’opzione networks o torna indietro.',
  'alerts.invalidAppConfiguration.short': 'Configurazione dell’app non valida',
  'alerts.invalidAppConfiguration.long':
    'L’origine di questa pagina non è nell’elenco delle origini consentite, oppure l’elenco non è valido. Aggiorna la configurazione del progetto.',
  'alerts.embeddedWalletLoadFailed.short':
    'Errore di rete – Impossibile caricare il wallet integrato',
  'alerts.embeddedWalletLoadFailed.long':
    'Impossibile caricare il wallet integrato. Riprova più tardi.',
  'alerts.embeddedWalletRequestTimeout.short': 'Richiesta al wallet integrato scaduta',
  'alerts.embeddedWalletRequestTimeout.long':
    'Il wallet integrato non ha risposto in tempo. Riprova più tardi.',
  'alerts.sessionExpired.short': 'Sessione scaduta',
  'alerts.sessionExpired.long':
    'La sessione non è ancora valida o è scaduta. Controlla le impostazioni dell’ora e connettiti di nuovo.',
  'alerts.invalidProjectId.short': 'ID progetto non valido',
  'alerts.invalidProjectId.long':
    'Il server non ha accettato l’ID progetto. Controlla l’opzione projectId.',
  'alerts.projectIdNotConfigured.short': 'ID progetto non configurato',
  'alerts.projectIdNotConfigured.long':
    'Nessun ID progetto impostato. Passa projectId quando crei il client.',
  'alerts.rateLimited.short': 'Troppe richieste',
  'alerts.rateLimited.long':
    'Troppe richieste per caricare la configurazione dell’app. Alcune funzioni potrebbero non essere disponibili; riprova più tardi.',
  'alerts.serverError.short': 'Errore del server',
  'alerts.serverError.long':
    'Il server non è riuscito a caricare la configurazione dell’app. Alcune funzioni potrebbero non essere disponibili; riprova più tardi.',
  'alerts.banner.dismiss': 'Chiudi: {title}',
  'alerts.view.loading': 'Caricamento',
  'alerts.toast.userRejected': 'Hai rifiutato la richiesta nel tuo wallet.',
  'alerts.toast.actionNotAllowed': 'Azione non consentita',
  'alerts.toast.disconnectFailed': 'Disconnessione non riuscita',
  'alerts.toast.balanceUnavailable': 'Saldo token non disponibile',
  'alerts.toast.transactionsFailed': 'Impossibile recuperare le transazioni',
  'alerts.toast.signatureDeclined': 'Firma rifiutata',
  'alerts.toast.somethingWentWrong': 'Qualcosa è andato storto',
  'alerts.toast.errorOccurred': 'Si è verificato un errore',
  'alerts.toast.requestAborted': 'La richiesta è stata interrotta',
  'alerts.toast.insufficientBalance': 'Saldo insufficiente',
  'alerts.toast.insufficientLiquidity': 'Liquidità insufficiente',
  'alerts.toast.quoteExpired':
    'La quotazione è scaduta. Ottieni una nuova quotazione per lo scambio.',
  'alerts.toast.swapFailed': 'Lo scambio non è riuscito on-chain. Non è stato scambiato nulla.',
  'alerts.toast.swapNeedsEvm': 'Connetti un wallet su una rete EVM per effettuare scambi.',
  'alerts.toast.smartAccountsUnsupported':
    'Questa applicazione potrebbe non supportare gli Smart Account',
  'alerts.toast.authenticationFailed':
    'Si è verificato un problema durante l’avvio dell’autenticazione',
}
