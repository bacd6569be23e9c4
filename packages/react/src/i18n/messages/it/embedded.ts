import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Italian messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Caricamento',
  'embedded.otp.intro':
    'Inserisci il codice a 6 cifre che abbiamo inviato a <mailbox>{email}</mailbox>',
  'embedded.otp.label': 'Codice a 6 cifre',
  'embedded.otp.checking': 'Verifica del codice',
  'embedded.otp.resent': 'Un nuovo codice è in arrivo.',
  'embedded.otp.notReceived': 'Non l’hai ricevuto?',
  'embedded.otp.resend': 'Invia di nuovo il codice',
  'embedded.verifyDevice.text':
    'Questo browser è nuovo per il tuo account. Abbiamo inviato un’email a <mailbox>{email}</mailbox>: apri il link che contiene per approvare questo dispositivo.',
  'embedded.verifyDevice.waiting': 'In attesa di approvazione…',
  'embedded.verifyDevice.retry': 'Riprova',
  'embedded.updateEmail.text':
    'La tua email è <mailbox>{email}</mailbox>. Invieremo un codice a questo indirizzo, poi uno al nuovo.',
  'embedded.updateEmail.label': 'Nuova email',
  'embedded.updateEmail.invalid': 'Inserisci un indirizzo email valido',
  'embedded.updateEmail.same': 'Questa è già la tua email',
  'embedded.updateEmail.cancel': 'Annulla',
  'embedded.updateEmail.save': 'Salva',
  'embedded.updateEmailPrimary.intro':
    'Per cambiare la tua email, inserisci il codice a 6 cifre che abbiamo inviato a <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'Email aggiornata',
  'embedded.approve.loading': 'Caricamento della richiesta…',
  'embedded.error.cooldown':
    '{seconds, plural, one {Riprova tra # secondo} other {Riprova tra # secondi}}',
  'embedded.error.invalidCode': 'Codice non valido',
  'embedded.error.codeExpired': 'Il codice è scaduto. Richiedi un nuovo codice',
  'embedded.error.tooManyCodes': 'Troppi codici errati. Richiedi un nuovo codice',
  'embedded.error.loginExpired': 'Questo accesso è scaduto. Ricomincia',
  'embedded.error.emailTaken': 'Questa email è già in uso',
  'embedded.error.invalidEmail': 'Email non valida',
  'embedded.error.tryLater': 'Riprova più tardi',
  'embedded.error.tooManyRequests': 'Troppe richieste',
  'embedded.error.mailFailed': 'Impossibile inviare l’email. Riprova',
  'embedded.error.sessionExpired': 'Sessione scaduta',
  'embedded.error.loadFailed': 'Errore di rete: impossibile caricare l’Embedded Wallet',
  'embedded.error.timeout': 'La richiesta all’Embedded Wallet è scaduta',
  'embedded.error.somethingWrong': 'Qualcosa è andato storto',
  'embedded.error.aborted': 'La richiesta è stata annullata',
  'embedded.error.unknown': 'Si è verificato un errore',
  'embedded.error.dependency': 'Impossibile caricare l’accesso via email',
  'embedded.error.declined': 'Hai rifiutato la richiesta nel tuo wallet.',
  'embedded.error.rpcNotAllowed': 'La chiamata RPC richiesta non è consentita',
  'embedded.recovery.protected': 'Il tuo wallet è protetto',
  'embedded.recovery.connecting': 'Apertura del wallet…',
  'embedded.recovery.retry': 'Riprova',
  'embedded.recovery.cancelledProtect': 'Nessuna password di recupero è stata impostata.',
  'embedded.recovery.cancelledUnlock': 'Il tuo wallet resta bloccato su questo dispositivo.',
  'embedded.recovery.cancelledSignIn': 'Non hai effettuato l’accesso.',
  'embedded.recovery.cancelledCreate': 'Il tuo wallet sarà pronto solo dopo averlo protetto.',
  'embedded.recovery.settingUp': 'Configurazione del wallet…',
  'embedded.error.recoveryRequired':
    'Questo wallet è protetto da una password di recupero: inseriscila per usare questo dispositivo',
  'embedded.error.recoverySetupRequired':
    'Proteggi il tuo wallet per completarne la configurazione',
  'embedded.error.tooManyRecoveryPasswords':
    'Troppe password di recupero errate. Riprova più tardi',
  'embedded.error.alreadyProtected': 'Questo wallet ha già una password di recupero o una passkey',
  'embedded.security.export': 'Esporta chiave privata',
  'embedded.security.exportHint': 'Vedi la tua chiave nel wallet, per usarla in un’altra app',
  'embedded.security.remove': 'Rimuovi questo dispositivo',
  'embedded.security.removeHint': 'Questo browser dimentica il tuo wallet',
  'embedded.security.signOutEverywhere': 'Esci ovunque',
  'embedded.security.signOutEverywhereHint':
    'Chiudi le sessioni su tutti i dispositivi, anche su questo',
  'embedded.security.removeConfirm':
    'Rimuovere questo dispositivo? Ti serviranno la tua email (e la password di recupero) per usare di nuovo questo wallet qui.',
  'embedded.security.signOutEverywhereConfirm':
    'Uscire ovunque? Ogni dispositivo, anche questo, avrà bisogno della tua email per riaprire questo wallet.',
  'embedded.security.cancel': 'Annulla',
  'embedded.security.removed': 'Questo dispositivo è stato rimosso dal tuo wallet',
  'embedded.security.signedOutEverywhere': 'Disconnesso su tutti i dispositivi',
  'embedded.error.exportStale': 'Per la tua sicurezza, accedi di nuovo per esportare la chiave',
  'embedded.error.onlyDevice':
    'Questo è l’unico dispositivo da cui il tuo wallet può essere recuperato. Apri prima il wallet su un altro dispositivo',
  'embedded.error.protectFirst':
    'Apri prima il wallet su un dispositivo che lo contiene e proteggilo',
  'embedded.error.keyHeldAfterEmailChange':
    "L'email di questo wallet è stata cambiata di recente: un nuovo dispositivo riceve la chiave quando il precedente indirizzo email lo approva (gli abbiamo inviato un link), o quando la modifica non può più essere annullata",
}
