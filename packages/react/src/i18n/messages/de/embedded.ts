import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** German messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Wird geladen',
  'embedded.otp.intro':
    'Gib den 6-stelligen Code ein, den wir an <mailbox>{email}</mailbox> gesendet haben',
  'embedded.otp.label': '6-stelliger Code',
  'embedded.otp.checking': 'Code wird geprüft',
  'embedded.otp.resent': 'Ein neuer Code ist unterwegs.',
  'embedded.otp.notReceived': 'Nichts erhalten?',
  'embedded.otp.resend': 'Code erneut senden',
  'embedded.verifyDevice.text':
    'Dieser Browser ist für dein Konto neu. Wir haben eine E-Mail an <mailbox>{email}</mailbox> gesendet: Öffne den Link darin, um dieses Gerät zu bestätigen.',
  'embedded.verifyDevice.waiting': 'Warten auf Bestätigung…',
  'embedded.verifyDevice.retry': 'Erneut versuchen',
  'embedded.updateEmail.text':
    'Deine E-Mail-Adresse ist <mailbox>{email}</mailbox>. Wir senden zuerst einen Code an sie, dann einen an die neue Adresse.',
  'embedded.updateEmail.label': 'Neue E-Mail-Adresse',
  'embedded.updateEmail.invalid': 'Gib eine gültige E-Mail-Adresse ein',
  'embedded.updateEmail.same': 'Das ist bereits deine E-Mail-Adresse',
  'embedded.updateEmail.cancel': 'Abbrechen',
  'embedded.updateEmail.save': 'Speichern',
  'embedded.updateEmailPrimary.intro':
    'Um deine E-Mail-Adresse zu ändern, gib den 6-stelligen Code ein, den wir an <mailbox>{email}</mailbox> gesendet haben',
  'embedded.updateEmailSecondary.updated': 'E-Mail-Adresse aktualisiert',
  'embedded.approve.loading': 'Anfrage wird geladen…',
  'embedded.error.cooldown':
    '{seconds, plural, one {Bitte versuche es in # Sekunde erneut} other {Bitte versuche es in # Sekunden erneut}}',
  'embedded.error.invalidCode': 'Ungültiger Code',
  'embedded.error.codeExpired': 'Der Code ist abgelaufen. Bitte fordere einen neuen Code an',
  'embedded.error.tooManyCodes': 'Zu viele falsche Codes. Bitte fordere einen neuen Code an',
  'embedded.error.loginExpired': 'Diese Anmeldung ist abgelaufen. Bitte beginne von vorn',
  'embedded.error.emailTaken': 'Diese E-Mail-Adresse wird bereits verwendet',
  'embedded.error.invalidEmail': 'Ungültige E-Mail-Adresse',
  'embedded.error.tryLater': 'Bitte versuche es später erneut',
  'embedded.error.tooManyRequests': 'Zu viele Anfragen',
  'embedded.error.mailFailed': 'Die E-Mail konnte nicht gesendet werden. Bitte versuche es erneut',
  'embedded.error.sessionExpired': 'Sitzung abgelaufen',
  'embedded.error.loadFailed': 'Netzwerkfehler – Embedded Wallet konnte nicht geladen werden',
  'embedded.error.timeout': 'Zeitüberschreitung bei der Anfrage an die Embedded Wallet',
  'embedded.error.somethingWrong': 'Etwas ist schiefgelaufen',
  'embedded.error.aborted': 'Anfrage wurde abgebrochen',
  'embedded.error.unknown': 'Ein Fehler ist aufgetreten',
  'embedded.error.dependency':
    'Die Komponente für die E-Mail-Anmeldung konnte nicht geladen werden',
  'embedded.error.declined': 'Du hast die Anfrage in deiner Wallet abgelehnt.',
  'embedded.error.rpcNotAllowed': 'Der angeforderte RPC-Aufruf ist nicht erlaubt',
  'embedded.recovery.protected': 'Deine Wallet ist geschützt',
  'embedded.recovery.connecting': 'Deine Wallet wird geöffnet…',
  'embedded.recovery.retry': 'Erneut versuchen',
  'embedded.recovery.cancelledProtect': 'Es wurde kein Wiederherstellungspasswort festgelegt.',
  'embedded.recovery.cancelledUnlock': 'Deine Wallet bleibt auf diesem Gerät gesperrt.',
  'embedded.recovery.cancelledSignIn': 'Du hast dich nicht angemeldet.',
  'embedded.recovery.cancelledCreate': 'Deine Wallet ist erst eingerichtet, wenn du sie schützt.',
  'embedded.recovery.settingUp': 'Deine Wallet wird eingerichtet…',
  'embedded.error.recoveryRequired':
    'Diese Wallet ist durch ein Wiederherstellungspasswort geschützt: Gib es ein, um dieses Gerät zu verwenden',
  'embedded.error.recoverySetupRequired': 'Schütze deine Wallet, um die Einrichtung abzuschließen',
  'embedded.error.tooManyRecoveryPasswords':
    'Zu viele falsche Wiederherstellungspasswörter. Bitte versuche es später erneut',
  'embedded.error.alreadyProtected':
    'Diese Wallet hat bereits ein Wiederherstellungspasswort oder einen Passkey',
  'embedded.security.export': 'Privaten Schlüssel exportieren',
  'embedded.security.exportHint':
    'Sieh deinen Schlüssel in der Wallet, um ihn in einer anderen App zu nutzen',
  'embedded.security.remove': 'Dieses Gerät entfernen',
  'embedded.security.removeHint': 'Dieser Browser vergisst deine Wallet',
  'embedded.security.signOutEverywhere': 'Überall abmelden',
  'embedded.security.signOutEverywhereHint':
    'Beende deine Sitzungen auf allen Geräten, auch auf diesem',
  'embedded.security.removeConfirm':
    'Dieses Gerät entfernen? Du brauchst deine E-Mail-Adresse (und dein Wiederherstellungspasswort), um diese Wallet hier wieder zu nutzen.',
  'embedded.security.signOutEverywhereConfirm':
    'Überall abmelden? Jedes Gerät, auch dieses, braucht deine E-Mail-Adresse, um diese Wallet wieder zu öffnen.',
  'embedded.security.cancel': 'Abbrechen',
  'embedded.security.removed': 'Dieses Gerät wurde aus deiner Wallet entfernt',
  'embedded.security.signedOutEverywhere': 'Auf allen Geräten abgemeldet',
  'embedded.error.exportStale':
    'Melde dich zu deiner Sicherheit erneut an, um deinen Schlüssel zu exportieren',
  'embedded.error.onlyDevice':
    'Dies ist das einzige Gerät, von dem aus deine Wallet wiederhergestellt werden kann. Öffne die Wallet zuerst auf einem anderen Gerät',
  'embedded.error.protectFirst':
    'Öffne deine Wallet zuerst auf einem Gerät, das sie enthält, und schütze sie',
  'embedded.error.keyHeldAfterEmailChange':
    'Die E-Mail-Adresse dieser Wallet wurde kürzlich geändert: Ein neues Gerät erhält den Schlüssel, sobald die vorherige E-Mail-Adresse es bestätigt (wir haben ihr einen Link geschickt), oder wenn die Änderung nicht mehr rückgängig gemacht werden kann',
}
