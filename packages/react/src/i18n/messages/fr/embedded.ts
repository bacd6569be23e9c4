import type { Translation } from '../en'
import type { embedded as english } from '../en/embedded'

/** French messages of the embedded area. */
export const embedded: Translation<typeof english> = {
  'embedded.loading': 'Chargement',
  'embedded.otp.intro': 'Saisissez le code à 6 chiffres envoyé à <mailbox>{email}</mailbox>',
  'embedded.otp.label': 'Code à 6 chiffres',
  'embedded.otp.checking': 'Vérification du code',
  'embedded.otp.resent': 'Un nouveau code est en route.',
  'embedded.otp.notReceived': 'Vous ne l’avez pas reçu ?',
  'embedded.otp.resend': 'Renvoyer le code',
  'embedded.verifyDevice.text':
    'Ce navigateur est nouveau pour votre compte. Nous avons envoyé un e-mail à <mailbox>{email}</mailbox> : ouvrez le lien qu’il contient pour approuver cet appareil.',
  'embedded.verifyDevice.waiting': 'En attente d’approbation…',
  'embedded.verifyDevice.retry': 'Réessayer',
  'embedded.updateEmail.text':
    'Votre e-mail est <mailbox>{email}</mailbox>. Nous y enverrons un code, puis un autre à la nouvelle adresse.',
  'embedded.updateEmail.label': 'Nouvel e-mail',
  'embedded.updateEmail.invalid': 'Saisissez une adresse e-mail valide',
  'embedded.updateEmail.same': 'C’est déjà votre e-mail',
  'embedded.updateEmail.cancel': 'Annuler',
  'embedded.updateEmail.save': 'Enregistrer',
  'embedded.updateEmailPrimary.intro':
    'Pour changer votre e-mail, saisissez le code à 6 chiffres envoyé à <mailbox>{email}</mailbox>',
  'embedded.updateEmailSecondary.updated': 'E-mail mis à jour',
  'embedded.approve.loading': 'Chargement de la demande…',
  'embedded.error.cooldown':
    '{seconds, plural, one {Veuillez réessayer dans # seconde} other {Veuillez réessayer dans # secondes}}',
  'embedded.error.invalidCode': 'Code invalide',
  'embedded.error.codeExpired': 'Le code a expiré. Veuillez demander un nouveau code',
  'embedded.error.tooManyCodes': 'Trop de codes erronés. Veuillez demander un nouveau code',
  'embedded.error.loginExpired': 'Cette connexion a expiré. Veuillez recommencer',
  'embedded.error.emailTaken': 'Cet e-mail est déjà utilisé',
  'embedded.error.invalidEmail': 'E-mail invalide',
  'embedded.error.tryLater': 'Veuillez réessayer plus tard',
  'embedded.error.tooManyRequests': 'Trop de requêtes',
  'embedded.error.mailFailed': 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer',
  'embedded.error.sessionExpired': 'Session expirée',
  'embedded.error.loadFailed': 'Erreur réseau : impossible de charger l’Embedded Wallet',
  'embedded.error.timeout': 'La requête à l’Embedded Wallet a expiré',
  'embedded.error.somethingWrong': 'Une erreur s’est produite',
  'embedded.error.aborted': 'La requête a été annulée',
  'embedded.error.unknown': 'Une erreur est survenue',
  'embedded.error.dependency': 'Impossible de charger la connexion par e-mail',
  'embedded.error.declined': 'Vous avez refusé la demande dans votre wallet.',
  'embedded.error.rpcNotAllowed': 'L’appel RPC demandé n’est pas autorisé',
  'embedded.recovery.protected': 'Votre wallet est protégé',
  'embedded.recovery.connecting': 'Ouverture de votre wallet…',
  'embedded.recovery.retry': 'Réessayer',
  'embedded.recovery.cancelledProtect': 'Aucun mot de passe de récupération n’a été défini.',
  'embedded.recovery.cancelledUnlock': 'Votre wallet reste verrouillé sur cet appareil.',
  'embedded.recovery.cancelledSignIn': 'Vous ne vous êtes pas connecté.',
  'embedded.recovery.cancelledCreate': 'Votre wallet ne sera prêt qu’une fois protégé.',
  'embedded.recovery.settingUp': 'Configuration de votre wallet…',
  'embedded.error.recoveryRequired':
    'Ce wallet est protégé par un mot de passe de récupération : saisissez-le pour utiliser cet appareil',
  'embedded.error.recoverySetupRequired': 'Protégez votre wallet pour terminer sa configuration',
  'embedded.error.tooManyRecoveryPasswords':
    'Trop de mots de passe de récupération erronés. Veuillez réessayer plus tard',
  'embedded.error.alreadyProtected':
    'Ce portefeuille a déjà un mot de passe de récupération ou une clé d’accès',
  'embedded.security.export': 'Exporter la clé privée',
  'embedded.security.exportHint':
    'Affichez votre clé dans le wallet pour l’utiliser dans une autre app',
  'embedded.security.remove': 'Retirer cet appareil',
  'embedded.security.removeHint': 'Ce navigateur oublie votre wallet',
  'embedded.security.signOutEverywhere': 'Se déconnecter partout',
  'embedded.security.signOutEverywhereHint':
    'Fermez vos sessions sur tous vos appareils, celui-ci compris',
  'embedded.security.removeConfirm':
    'Retirer cet appareil ? Il vous faudra votre e-mail (et votre mot de passe de récupération) pour utiliser à nouveau ce wallet ici.',
  'embedded.security.signOutEverywhereConfirm':
    'Se déconnecter partout ? Chaque appareil, celui-ci compris, aura besoin de votre e-mail pour rouvrir ce wallet.',
  'embedded.security.cancel': 'Annuler',
  'embedded.security.removed': 'Cet appareil a été retiré de votre wallet',
  'embedded.security.signedOutEverywhere': 'Déconnecté sur tous les appareils',
  'embedded.error.exportStale': 'Pour votre sécurité, reconnectez-vous pour exporter votre clé',
  'embedded.error.onlyDevice':
    'C’est le seul appareil depuis lequel votre wallet peut être récupéré. Ouvrez d’abord le wallet sur un autre appareil',
  'embedded.error.protectFirst':
    'Ouvrez d’abord votre wallet sur un appareil qui le contient et protégez-le',
  'embedded.error.keyHeldAfterEmailChange':
    'L’e-mail de ce wallet a été modifié récemment : un nouvel appareil reçoit la clé une fois que l’ancienne adresse e-mail l’a approuvé (nous lui avons envoyé un lien), ou lorsque la modification ne peut plus être annulée',
}
