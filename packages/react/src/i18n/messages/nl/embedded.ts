import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** Dutch messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Laden',
  'embedded.otp.intro':
    'Voer de 6-cijferige code in die we naar <mailbox>{email}</mailbox> hebben gestuurd',
  'embedded.otp.label': '6-cijferige code',
  'embedded.otp.checking': 'Code controleren',
  'embedded.otp.resent': 'Er is een nieuwe code onderweg.',
  'embedded.otp.notReceived': 'Niet ontvangen?',
  'embedded.otp.resend': 'Code opnieuw sturen',
  'embedded.verifyDevice.text':
    'Deze browser is nieuw voor je account. We hebben een e-mail gestuurd naar <mailbox>{email}</mailbox>: open de link erin om dit apparaat goed te keuren.',
  'embedded.verifyDevice.waiting': 'Wachten op goedkeuring…',
  'embedded.verifyDevice.retry': 'Opnieuw proberen',
  'embedded.updateEmail.text':
    'Je e-mailadres is <mailbox>{email}</mailbox>. We sturen eerst een code naar dit adres en daarna een naar het nieuwe adres.',
  'embedded.updateEmail.label': 'Nieuw e-mailadres',
  'embedded.updateEmail.invalid': 'Voer een geldig e-mailadres in',
  'embedded.updateEmail.same': 'Dit is al je e-mailadres',
  'embedded.updateEmail.cancel': 'Annuleren',
  'embedded.updateEmail.save': 'Opslaan',
  'embedded.updateEmailPrimary.intro':
    'Voer, om je e-mailadres te wijzigen, de 6-cijferige code in die we naar <mailbox>{email}</mailbox> hebben gestuurd',
  'embedded.updateEmailSecondary.updated': 'E-mailadres bijgewerkt',
  'embedded.approve.loading': 'Verzoek laden…',
  'embedded.error.cooldown':
    '{seconds, plural, one {Probeer het over # seconde opnieuw} other {Probeer het over # seconden opnieuw}}',
  'embedded.error.invalidCode': 'Ongeldige code',
  'embedded.error.codeExpired': 'De code is verlopen. Vraag een nieuwe code aan',
  'embedded.error.tooManyCodes': 'Te veel foute codes. Vraag een nieuwe code aan',
  'embedded.error.loginExpired': 'Deze aanmelding is verlopen. Begin opnieuw',
  'embedded.error.emailTaken': 'Dit e-mailadres is al in gebruik',
  'embedded.error.invalidEmail': 'Ongeldig e-mailadres',
  'embedded.error.tryLater': 'Probeer het later opnieuw',
  'embedded.error.tooManyRequests': 'Te veel verzoeken',
  'embedded.error.mailFailed': 'De e-mail kon niet worden verzonden. Probeer het opnieuw',
  'embedded.error.sessionExpired': 'Sessie verlopen',
  'embedded.error.loadFailed': 'Netwerkfout – Embedded Wallet kon niet worden geladen',
  'embedded.error.timeout': 'Time-out bij verzoek aan Embedded Wallet',
  'embedded.error.somethingWrong': 'Er ging iets mis',
  'embedded.error.aborted': 'Verzoek is afgebroken',
  'embedded.error.unknown': 'Er is een fout opgetreden',
  'embedded.error.dependency': 'Kan e-mailaanmelding niet laden',
  'embedded.error.declined': 'Je hebt het verzoek in je wallet geweigerd.',
  'embedded.error.rpcNotAllowed': 'De gevraagde RPC-aanroep is niet toegestaan',
  'embedded.recovery.protected': 'Je wallet is beschermd',
  'embedded.recovery.connecting': 'Je wallet wordt geopend…',
  'embedded.recovery.retry': 'Opnieuw proberen',
  'embedded.recovery.cancelledProtect': 'Er is geen herstelwachtwoord ingesteld.',
  'embedded.recovery.cancelledUnlock': 'Je wallet blijft op dit apparaat vergrendeld.',
  'embedded.recovery.cancelledSignIn': 'Je bent niet ingelogd.',
  'embedded.recovery.cancelledCreate': 'Je wallet is pas klaar als je hem beschermt.',
  'embedded.recovery.settingUp': 'Je wallet wordt ingesteld…',
  'embedded.error.recoveryRequired':
    'Deze wallet is beschermd met een herstelwachtwoord: voer het in om dit apparaat te gebruiken',
  'embedded.error.recoverySetupRequired': 'Bescherm je wallet om het instellen af te ronden',
  'embedded.error.tooManyRecoveryPasswords':
    'Te veel verkeerde herstelwachtwoorden. Probeer het later opnieuw',
  'embedded.error.alreadyProtected': 'Deze wallet heeft al een herstelwachtwoord of passkey',
  'embedded.security.export': 'Privésleutel exporteren',
  'embedded.security.exportHint':
    'Bekijk je sleutel in de wallet om hem in een andere app te gebruiken',
  'embedded.security.remove': 'Dit apparaat verwijderen',
  'embedded.security.removeHint': 'Deze browser vergeet je wallet',
  'embedded.security.signOutEverywhere': 'Overal uitloggen',
  'embedded.security.signOutEverywhereHint':
    'Beëindig je sessies op alle apparaten, ook op dit apparaat',
  'embedded.security.removeConfirm':
    'Dit apparaat verwijderen? Je hebt je e-mailadres (en herstelwachtwoord) nodig om deze wallet hier weer te gebruiken.',
  'embedded.security.signOutEverywhereConfirm':
    'Overal uitloggen? Elk apparaat, ook dit, heeft je e-mailadres nodig om deze wallet weer te openen.',
  'embedded.security.cancel': 'Annuleren',
  'embedded.security.removed': 'Dit apparaat is uit je wallet verwijderd',
  'embedded.security.signedOutEverywhere': 'Op alle apparaten uitgelogd',
  'embedded.error.exportStale': 'Log voor je veiligheid opnieuw in om je sleutel te exporteren',
  'embedded.error.onlyDevice':
    'Dit is het enige apparaat waarmee je wallet kan worden hersteld. Open de wallet eerst op een ander apparaat',
  'embedded.error.protectFirst':
    'Open je wallet eerst op een apparaat waarop hij staat en bescherm hem',
  'embedded.error.keyHeldAfterEmailChange':
    'Het e-mailadres van deze wallet is onlangs gewijzigd: een nieuw apparaat krijgt de sleutel zodra het vorige e-mailadres het goedkeurt (we hebben het een link gestuurd), of wanneer de wijziging niet meer ongedaan kan worden gemaakt',
}
